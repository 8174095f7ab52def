/**
 * Bundles the CMS's production server (server.ts and the sources it imports: the front, core)
 * into dist/server.mjs, for plain `node` to run: no TypeScript loader in the serving process,
 * whose loader thread and compiled module copies cost about 90 MB of resident memory. Packages
 * from node_modules stay imports (Next and Payload load the same ones). Written to a temporary
 * file and renamed, so a process starting meanwhile reads a whole file.
 *
 * Run (from cms/, after next build): tsx scripts/bundleServer.ts. devstack's ensureCmsBuild and
 * the Dockerfile run it.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(cmsDir, 'dist', 'server.mjs');

const result = await build({
  entryPoints: [path.join(cmsDir, 'server.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  tsconfig: path.join(cmsDir, 'tsconfig.json'),
  write: false,
  outfile: output,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-imports',
      setup(bundler) {
        // A bare import is a package, but the workspace's own (TypeScript sources) are bundled.
        bundler.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@nutrimenu/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const [bundle] = result.outputFiles;
if (!bundle) throw new Error('esbuild wrote no bundle');
const temporary = `${output}.${process.pid}.tmp`;
await mkdir(path.dirname(output), { recursive: true });
await writeFile(temporary, bundle.contents);
await rename(temporary, output);
console.log(`the CMS server bundled into ${path.relative(process.cwd(), output)}`);
