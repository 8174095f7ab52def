import { SkipLink } from '@nutrimenu/storefront/src/components/SkipLink';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyPage } from '../page/storyPage';

const meta = {
  component: SkipLink,
  // The link jumps to the page's <main id="main">.
  render: () => (
    <>
      <SkipLink />
      <main id="main" />
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hidden until focused: the first Tab of the page shows it (WCAG 2.4.1). */
export const Focused: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const link = within(canvasElement).getByRole('link', { name: t('page.skipToContent') });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toBeVisible();
  },
};
