import { ErrorBoundary } from '@nutrimenu/storefront/src/components/ErrorBoundary';
import { reportFatalError } from '@nutrimenu/storefront/src/runtime/reportFatalError';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { publicMenu } from '../__fixtures__/publicMenu';
import { storyPage } from '../page/storyPage';

const meta = {
  component: ErrorBoundary,
  args: {
    children: (
      <main id="main">
        <h1>{publicMenu.restaurant.name}</h1>
      </main>
    ),
  },
} satisfies Meta<typeof ErrorBoundary>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: publicMenu.restaurant.name }),
    ).toBeVisible();
  },
};

/**
 * An error reported from outside React (a chunk that cannot load even after a reload) replaces
 * the page with the generic error screen. The error it logs is expected.
 */
export const AfterFatalError: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    reportFatalError(new Error('Storybook: a fatal error reported on purpose'));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('error.generic.title') }),
    ).toBeVisible();
    await expect(canvas.queryByText(publicMenu.restaurant.name)).toBeNull();
  },
};
