import { readFile } from 'node:fs/promises';
import type { StackInfo } from './stackInfo';
import { type Stack, startStack } from './startStack';

/**
 * The stack to run against: the one described by the JSON file named in `E2E_STACK` (written by
 * `serveStack.ts`, left running between runs while tests or benches are being written), or a
 * fresh one from `startStack()`, which `stop()` then tears down.
 *
 * @example
 * const stack = await acquireStack();
 * try { … } finally { await stack.stop(); }
 */
export async function acquireStack(): Promise<Stack> {
  const file = process.env.E2E_STACK;
  if (file === undefined || file === '') return startStack();
  const info = JSON.parse(await readFile(file, 'utf8')) as StackInfo;
  console.log(`[e2e] using the running stack of ${file}: storefront ${info.storefrontUrl}`);
  // Not ours to stop: serveStack.ts stops it on Ctrl-C.
  return { ...info, stop: async () => {} };
}
