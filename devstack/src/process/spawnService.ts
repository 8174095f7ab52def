import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { type LineSink, prefixLines } from './prefixLines';

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServiceProcess {
  name: string;
  child: ChildProcess;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<ExitStatus>;
  hasExited(): boolean;
  /** The last lines it printed. */
  tail(): string[];
  /** SIGTERM to its whole process group, SIGKILL after `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/** A child's environment (not NodeJS.ProcessEnv: Next's types make NODE_ENV required there). */
export type ChildEnv = Record<string, string | undefined>;

export interface SpawnServiceOptions {
  cwd: string;
  env: ChildEnv;
  /** Opens an IPC channel (the child reports results with `process.send`). */
  ipc?: boolean;
  /** Sees every complete output line (after printing), e.g. to reset a heartbeat. */
  onLine?: (line: string) => void;
}

/**
 * Starts a child in its own process group with its output prefixed by `[name]`.
 *
 * Its own group means a Ctrl-C in the terminal reaches only this script, which then stops the
 * children in order (the CMS before the database it uses), and stopping the group also ends the
 * workers a child spawned (next build's, next dev's server).
 */
export function spawnService(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnServiceOptions,
): ServiceProcess {
  const stdio: StdioOptions = options.ipc
    ? ['ignore', 'pipe', 'pipe', 'ipc']
    : ['ignore', 'pipe', 'pipe'];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: options.env as NodeJS.ProcessEnv,
    detached: true,
    stdio,
  });
  const sink: LineSink = prefixLines(`[${name}]`, {
    print: (line) => {
      process.stdout.write(`${line}\n`);
      options.onLine?.(line);
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => sink.write(chunk));
  child.stderr?.on('data', (chunk: Buffer) => sink.write(chunk));

  let ended = false;
  const exited = new Promise<ExitStatus>((resolve) => {
    let status: ExitStatus | undefined;
    const finish = () => {
      if (ended) return;
      ended = true;
      sink.flush();
      resolve(status ?? { code: null, signal: null });
    };
    // 'close' comes after the last output has been read, but never if a worker the child left
    // behind still holds its stdout: then 'exit' plus a moment has to do.
    child.once('exit', (code, signal) => {
      status = { code, signal };
      setTimeout(finish, 2000).unref();
    });
    child.once('close', (code, signal) => {
      status ??= { code, signal };
      finish();
    });
    child.once('error', (error) => {
      sink.write(`${error.message}\n`);
      finish();
    });
  });

  function signalGroup(signal: NodeJS.Signals) {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }

  return {
    name,
    child,
    exited,
    hasExited: () => ended,
    tail: () => sink.tail(),
    async stop(graceMs = 10_000) {
      if (ended) {
        // The leader is gone; make sure no worker it left behind survives.
        signalGroup('SIGKILL');
        return;
      }
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      signalGroup('SIGKILL');
    },
  };
}
