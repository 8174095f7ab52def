import { UpdateBanner } from '@nutrimenu/storefront/src/components/UpdateBanner';
import { RELEASE_META_NAME } from '@nutrimenu/storefront/src/runtime/releaseDescriptor';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPage } from '../page/storyPage';

const meta = { component: UpdateBanner } satisfies Meta<typeof UpdateBanner>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page without a release id (not a built site): the live region stays empty. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  },
};

/**
 * The page belongs to an older release than the one Storybook serves (public/build.json): the
 * check when the page becomes visible again shows the banner.
 */
export const NewRelease: Story = {
  beforeEach: () => {
    const meta = document.createElement('meta');
    meta.name = RELEASE_META_NAME;
    meta.content = 'storybook-previous';
    document.head.append(meta);
    return () => meta.remove();
  },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    document.dispatchEvent(new Event('visibilitychange'));
    const banner = within(canvasElement);
    await expect(await banner.findByRole('button', { name: t('page.reload') })).toBeVisible();
    await expect(banner.getByText(t('page.updateAvailable'))).toBeVisible();
  },
};
