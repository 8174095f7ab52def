import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

/*
 * The storefront's vite.config.ts adds two plugins besides React's; neither is needed here:
 * its release descriptor only feeds the update banner of a built site, and its parser-less
 * message formatter only trims the browser bundle (these stories format with the full one).
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [
    // The placeholder image of the fixtures (src/__fixtures__/withPlaceholderImages.ts).
    '../public',
    // The real widget build (`npm run build -w @nutrimenu/widget`, run by this package's scripts).
    { from: '../../widget/dist', to: '/widget' },
    // The public menu documents the widget fetches (scripts/writeWidgetApi.ts).
    { from: '../.generated/widget-api', to: '/' },
  ],
  core: {
    // CI and these machines have no internet: no telemetry nor "what's new" requests.
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react()],
  }),
};

export default config;
