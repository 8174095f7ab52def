export interface Heartbeat {
  /** Something visible happened: the next heartbeat waits a full interval again. */
  touch(): void;
  stop(): void;
}

/**
 * Prints "still <doing>… N s" whenever a long step has been silent for `intervalMs`. Works the
 * same on a terminal and in a log file, where a redrawn spinner would be noise.
 */
export function startHeartbeat(
  prefix: string,
  doing: string,
  options: { intervalMs?: number; print?: (line: string) => void } = {},
): Heartbeat {
  const intervalMs = options.intervalMs ?? 10_000;
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const started = Date.now();
  let lastActivity = started;
  const timer = setInterval(() => {
    const now = Date.now();
    if (now - lastActivity < intervalMs) return;
    lastActivity = now;
    print(`${prefix} still ${doing}… ${Math.round((now - started) / 1000)} s`);
  }, 1000);
  timer.unref();
  return {
    touch: () => {
      lastActivity = Date.now();
    },
    stop: () => clearInterval(timer),
  };
}
