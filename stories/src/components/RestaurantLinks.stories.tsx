import { RestaurantLinks } from '@nutrimenu/storefront/src/components/RestaurantLinks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneOnlyRestaurant } from '../fixtures/phoneOnlyRestaurant';
import { publicMenu } from '../fixtures/publicMenu';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: RestaurantLinks,
  args: { restaurant: publicMenu.restaurant },
} satisfies Meta<typeof RestaurantLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every link kind; external pages open in a new tab without a handle on this one. */
export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const facebook = within(canvasElement).getByRole('link', { name: t('restaurant.facebook') });
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const PhoneOnly: Story = {
  args: { restaurant: phoneOnlyRestaurant },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
