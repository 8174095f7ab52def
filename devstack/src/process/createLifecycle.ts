import type { ServiceProcess } from './spawnService';

export interface Lifecycle {
  /** Aborted as soon as a shutdown begins. */
  signal: AbortSignal;
  isStopping(): boolean;
  /** Registers a cleanup; cleanups run one at a time, the last registered first. */
  defer(cleanup: () => Promise<void>): () => void;
  /** Stops `service` on shutdown (and kills it if this script dies without shutting down). */
  track(service: ServiceProcess): () => void;
  /** Runs the cleanups and exits with `code`; later calls wait for the first. */
  shutdown(code: number, reason?: string): Promise<never>;
}

/** How long a whole shutdown may take before the script gives up waiting and exits. */
const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * Ordered shutdown for the start script: Ctrl-C, SIGTERM, SIGHUP (terminal closed) and crashes all
 * end in the same place, which stops what was started in reverse order (the CMS, then the
 * database it uses) and only then exits.
 */
export function createLifecycle(): Lifecycle {
  const controller = new AbortController();
  const cleanups: (() => Promise<void>)[] = [];
  const services = new Set<ServiceProcess>();
  let stopping: Promise<never> | undefined;

  function defer(cleanup: () => Promise<void>) {
    cleanups.push(cleanup);
    return () => {
      const index = cleanups.lastIndexOf(cleanup);
      if (index >= 0) cleanups.splice(index, 1);
    };
  }

  async function run(code: number, reason?: string): Promise<never> {
    controller.abort();
    if (reason) console.log(`\n${reason}`);
    const guard = setTimeout(() => {
      console.error(`Shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway.`);
      process.exit(code === 0 ? 1 : code);
    }, SHUTDOWN_LIMIT_MS);
    const pending = cleanups.splice(0).reverse();
    for (const cleanup of pending) {
      try {
        await cleanup();
      } catch (error) {
        console.error(error instanceof Error ? error.message : error);
      }
    }
    clearTimeout(guard);
    if (pending.length > 0) console.log(code === 0 ? 'Stopped.' : 'Stopped after the error above.');
    process.exit(code);
  }

  function shutdown(code: number, reason?: string): Promise<never> {
    stopping ??= run(code, reason);
    return stopping;
  }

  let firstSignalAt = 0;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (!stopping) {
        firstSignalAt = Date.now();
        void shutdown(0, `${signal}: stopping Nutrimenu…`);
        // One Ctrl-C can arrive twice (from the terminal and relayed by tsx): only a later one is
        // the user insisting.
      } else if (Date.now() - firstSignalAt > 1000) {
        console.log(`(${signal}: already stopping, please wait)`);
      }
    });
  }
  process.on('uncaughtException', (error) => {
    console.error(error);
    void shutdown(1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    void shutdown(1);
  });
  // Last resort if something calls process.exit() directly: children run in their own process
  // groups and would otherwise outlive this script.
  process.on('exit', () => {
    for (const service of services) {
      if (service.hasExited() || service.child.pid === undefined) continue;
      try {
        process.kill(-service.child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });

  return {
    signal: controller.signal,
    isStopping: () => stopping !== undefined,
    defer,
    track(service) {
      services.add(service);
      const undefer = defer(async () => {
        if (!service.hasExited()) console.log(`[${service.name}] stopping…`);
        await service.stop();
      });
      return () => {
        services.delete(service);
        undefer();
      };
    },
    shutdown,
  };
}
