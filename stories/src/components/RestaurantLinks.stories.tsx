import { RestaurantLinks } from '@nutrimenu/storefront/src/components/RestaurantLinks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneOnlyRestaurant } from '../__fixtures__/phoneOnlyRestaurant';
import { publicMenu } from '../__fixtures__/publicMenu';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: RestaurantLinks,
  args: { restaurant: publicMenu.restaurant },
} satisfies Meta<typeof RestaurantLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Every link kind: booking, map, phone and website as a row of named icons, the social pages and
 * reviews folded under "More"; external pages open in a new tab without a handle on this one.
 */
export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    const map = canvas.getByRole('link', { name: t('restaurant.map') });
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    const facebook = canvas.getByRole('link', { name: t('restaurant.facebook') });
    await expect(facebook).not.toBeVisible();
    await userEvent.click(canvas.getByText(t('restaurant.more')));
    await expect(facebook).toBeVisible();
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
