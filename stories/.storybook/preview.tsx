import '@nutrimenu/storefront/src/styles/base.css';
import './preview.css';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@nutrimenu/core/locale';
import type { Preview } from '@storybook/react-vite';
import { loadCatalogs } from '../src/page/loadCatalogs';
import { withPage } from '../src/page/withPage';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Page locale',
      toolbar: {
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  loaders: [async () => ({ catalogs: await loadCatalogs() })],
  decorators: [withPage],
  parameters: {
    // Violations fail the story's test (addon-vitest), not only show in the panel.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
};

export default preview;
