/**
 * React's floor: the gzipped JavaScript of the smallest React 19 app that hydrates (one
 * `hydrateRoot` call), built with the storefront's own Vite in production mode. The storefront's JS
 * budget is this floor plus 20 KB, because react-dom's client alone outweighs any fixed budget
 * worth setting, and its size moves with React's releases: the budget limits what the storefront
 * adds.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function measureReactFloorGzip(): Promise<number> {
  // Inside the repository, so `react` and `react-dom` resolve from its node_modules.
  const root = await mkdtemp(path.join(repoRoot, 'node_modules', '.react-floor-'));
  try {
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><div id="root"><p>x</p></div><script type="module" src="./main.js"></script>\n',
    );
    await writeFile(
      path.join(root, 'main.js'),
      [
        "import { createElement } from 'react';",
        "import { hydrateRoot } from 'react-dom/client';",
        "hydrateRoot(document.getElementById('root'), createElement('p', null, 'x'));",
        '',
      ].join('\n'),
    );
    const result = await build({
      root,
      mode: 'production',
      logLevel: 'silent',
      configFile: false,
      build: { write: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    let total = 0;
    for (const output of outputs) {
      if (!('output' in output)) throw new Error('Vite answered a watcher, not a build');
      for (const file of output.output) {
        if (file.type === 'chunk') total += gzipSync(file.code, { level: 9 }).length;
      }
    }
    return total;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
