import { RestaurantCard } from '@nutrimenu/storefront/src/components/RestaurantCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureRestaurant } from '../__fixtures__/fixtureRestaurant';
import { FIXTURE_RESTAURANT_SLUGS } from '../__fixtures__/fixtureRestaurantSlugs';
import { longNamesListing } from '../__fixtures__/longNamesListing';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const [longNamesRestaurant] = longNamesListing.restaurants;
if (!longNamesRestaurant) throw new Error('The long-names listing has no restaurant');

const meta = {
  component: RestaurantCard,
  args: { restaurant: fixtureRestaurant(FIXTURE_RESTAURANT_SLUGS.complete) },
} satisfies Meta<typeof RestaurantCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t, href } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: args.restaurant.name })).toHaveAttribute(
      'href',
      href(`/restaurant/${args.restaurant.slug}`),
    );
    await expect(canvas.queryByText(t('restaurants.noPublicMenu'))).toBeNull();
  },
};

export const WithoutImages: Story = {
  args: { restaurant: fixtureRestaurant(FIXTURE_RESTAURANT_SLUGS.plain) },
};

/** Its menu page shows a notice instead of a menu: the card says so already. */
export const NoPublicMenu: Story = {
  args: { restaurant: fixtureRestaurant(FIXTURE_RESTAURANT_SLUGS.noPublicMenu) },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('restaurants.noPublicMenu'))).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { restaurant: longNamesRestaurant },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const EveryLocale: Story = {
  args: { restaurant: fixtureRestaurant(FIXTURE_RESTAURANT_SLUGS.noPublicMenu) },
  ...everyLocaleStory,
};
