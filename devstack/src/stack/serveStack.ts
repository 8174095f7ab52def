/**
 * Starts the end-to-end stack (see startStack.ts) and keeps it running until Ctrl-C, writing its
 * URLs to a JSON file; with `E2E_STACK=<that file>` the e2e tests and the storefront benches use
 * it instead of starting their own. The builds are not redone while it runs: restart it after
 * changing storefront or CMS sources.
 *
 * Run: npx tsx devstack/src/stack/serveStack.ts [file]   (default /tmp/nutrimenu-e2e-stack.json)
 */
import { rm, writeFile } from 'node:fs/promises';
import { type Stack, startStack } from './startStack';
import { stopOnSignals } from './stopOnSignals';

const file = process.argv[2] ?? '/tmp/nutrimenu-e2e-stack.json';
let served: Stack | undefined;
stopOnSignals(() => served);
const { stop, ...info } = await startStack();
served = {
  ...info,
  stop: async () => {
    await stop();
    await rm(file, { force: true });
  },
};
await writeFile(file, `${JSON.stringify(info, null, 2)}\n`);
console.log(
  `[e2e] stack running: E2E_STACK=${file} (demo password ${info.demoPassword}); Ctrl-C stops it`,
);
// Keeps the process alive; the services run in their own process groups.
setInterval(() => {}, 1 << 30);
