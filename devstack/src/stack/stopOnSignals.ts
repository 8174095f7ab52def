import type { Stack } from './startStack';

/**
 * Ctrl-C, SIGTERM or a closed terminal stop the stack (the storefront, the CMS, then PostgreSQL,
 * and its temporary directory) before the script exits. Installed before the stack starts: a
 * signal while it is still starting exits at once, and startStack's exit hook kills what has
 * been started so far.
 *
 * @example
 * let stack: Stack | undefined;
 * stopOnSignals(() => stack);
 * stack = await startStack();
 */
export function stopOnSignals(current: () => Stack | undefined): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping the stack…`);
      const stack = current();
      if (stack === undefined) process.exit(130);
      void stack.stop().finally(() => process.exit(130));
    });
  }
}
