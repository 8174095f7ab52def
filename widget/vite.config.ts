import { LOCALES } from '@nutrimenu/core/locale';
import { de } from '@nutrimenu/core/messages/de';
import { en } from '@nutrimenu/core/messages/en';
import { es } from '@nutrimenu/core/messages/es';
import { fr } from '@nutrimenu/core/messages/fr';
import { hu } from '@nutrimenu/core/messages/hu';
import { it } from '@nutrimenu/core/messages/it';
import { ro } from '@nutrimenu/core/messages/ro';
import { defineConfig, type Plugin } from 'vite';
import { WIDGET_MESSAGE_KEYS } from './src/widgetMessageKeys';

const CATALOGS = { en, ro, fr, it, es, hu, de };
const VIRTUAL_ID = 'virtual:nutrimenu-messages';

/**
 * The widget's strings, picked at build time from core's ICU catalogs: only the keys the widget
 * uses, as plain `{arg}` templates, so neither whole catalogs nor intl-messageformat reach the
 * bundle (12 KB budget). None of the picked keys uses plural or select syntax.
 */
function widgetMessages(): Plugin {
  return {
    name: 'nutrimenu-widget-messages',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      // Key-major (every locale's text of one key side by side) compresses best: translations
      // share numbers, placeholders and loanwords. Texts joined by "|" keep the output short.
      const table: Record<string, string> = {};
      for (const key of WIDGET_MESSAGE_KEYS) {
        table[key] = LOCALES.map((locale) => {
          const text = (CATALOGS[locale] as Record<string, string>)[key];
          if (text === undefined) throw new Error(`core catalog ${locale} lacks ${key}`);
          if (/\{\w+,/.test(text) || text.includes('|')) {
            throw new Error(`${locale} ${key} needs ICU formatting or holds "|"`);
          }
          return text;
        }).join('|');
      }
      return `export const MESSAGES = ${JSON.stringify(table)};`;
    },
  };
}

/**
 * One IIFE file, dist/widget.js: no exports, so nothing is assigned to `window`. The storefront
 * serves it at /widget.js and at /widget/{content hash}.js (storefront/src/server/publicMenuProxy.ts).
 */
export default defineConfig({
  plugins: [widgetMessages()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    modulePreload: false,
    copyPublicDir: false,
    rolldownOptions: {
      input: 'src/main.tsx',
      output: { format: 'iife', entryFileNames: 'widget.js' },
    },
  },
});
