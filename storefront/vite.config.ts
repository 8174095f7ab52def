import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The names src/runtime/releaseDescriptor.ts reads (written out: Vite's coming native config
// loader cannot import TypeScript without an extension); test/errors.server.test.ts checks both.
const BUILD_DESCRIPTOR_PATH = '/build.json';
const RELEASE_META_NAME = 'nutrimenu-release';

/**
 * Writes the build descriptor that open pages poll: the client build gets a
 * release id, a hash of its output file names (which carry content hashes, so the same sources
 * give the same id), in `build.json` and in a meta tag of index.html. The dev server answers a
 * fixed id, so no banner ever shows while developing.
 */
function releaseDescriptor(): Plugin {
  let release = 'dev';
  return {
    name: 'nutrimenu:release-descriptor',
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use(BUILD_DESCRIPTOR_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify({ release }));
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.bundle) {
          const names = Object.keys(context.bundle)
            .filter((name) => !name.endsWith('.html'))
            .sort();
          release = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
        }
        return [
          { tag: 'meta', attrs: { name: RELEASE_META_NAME, content: release }, injectTo: 'head' },
        ];
      },
    },
    generateBundle() {
      // Only the client build has an index.html (and so a release); the SSR build writes none.
      if (release === 'dev') return;
      this.emitFile({
        type: 'asset',
        fileName: BUILD_DESCRIPTOR_PATH.slice(1),
        source: `${JSON.stringify({ release })}\n`,
      });
    },
  };
}

/**
 * The browser receives its messages already parsed (PagePayload.messages), so its bundle takes
 * intl-messageformat's formatter without ICU's parser, which would weigh on every first load.
 * The server keeps the parser; it compiles the messages it sends.
 */
function messageFormatWithoutParser(): Plugin {
  const parser = '@formatjs/icu-messageformat-parser';
  return {
    name: 'nutrimenu:message-format-without-parser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (source !== parser) return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [react(), releaseDescriptor(), messageFormatWithoutParser()],
  build: {
    // The client build's manifest is not needed: the SSR template is the built index.html.
    emptyOutDir: true,
    // One stylesheet, linked from index.html (and inlined by the server): the components' CSS
    // must not wait for the React chunk that entry-client loads after the first paint.
    cssCodeSplit: false,
    // The page links no module preloads, so no browser needs Vite's polyfill for them.
    modulePreload: { polyfill: false },
  },
});
