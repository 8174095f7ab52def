import { PromoVideo } from '@nutrimenu/storefront/src/components/PromoVideo';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../fixtures/brand';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: PromoVideo,
  args: { src: brand.promoVideo ?? '' },
} satisfies Meta<typeof PromoVideo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing is downloaded until play is pressed (the file does not exist here). */
export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('home.video.caption'))).toBeVisible();
    await expect(canvasElement.querySelector('video')).toHaveAttribute('preload', 'none');
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
