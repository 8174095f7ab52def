import type { RestaurantListing } from '@nutrimenu/core/contract';
import type { ListingFilters } from '@nutrimenu/storefront/src/listing/listingPath';
import { listingRoute } from '@nutrimenu/storefront/src/routes/listing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureRestaurant } from '../__fixtures__/fixtureRestaurant';
import { FIXTURE_RESTAURANT_SLUGS } from '../__fixtures__/fixtureRestaurantSlugs';
import { longNamesListing } from '../__fixtures__/longNamesListing';
import { restaurantListing } from '../__fixtures__/restaurantListing';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import type { PageParameters } from '../page/PageParameters';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const ListingPage = listingRoute.Component;
const NO_FILTERS: ListingFilters = { cities: [], specifics: [] };

const [firstCity] = restaurantListing.cities;
if (!firstCity) throw new Error('The listing example has no city');

const meta = {
  title: 'routes/listing',
  args: { data: { listing: restaurantListing, filters: NO_FILTERS } },
  render: (args) => <ListingPage data={{ query: '', ...args.data }} />,
} satisfies Meta<{
  data: { listing: RestaurantListing; filters: ListingFilters; query?: string };
}>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every restaurant; one without a public menu says so on its card. */
export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    const count = args.data.listing.restaurants.length;
    await expect(
      canvas.getByRole('heading', { name: t('restaurants.count', { count }) }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('restaurants.noPublicMenu')).closest('article'),
    ).toHaveTextContent(fixtureRestaurant(FIXTURE_RESTAURANT_SLUGS.noPublicMenu).name);
  },
};

export const CityChosen: Story = {
  args: {
    data: { listing: restaurantListing, filters: { cities: [firstCity.slug], specifics: [] } },
  },
};

/** A search nothing matches (the CMS searches and answers no restaurant): the empty notice and the way back. */
export const NoResults: Story = {
  args: {
    data: {
      listing: { ...restaurantListing, restaurants: [], total: 0, pageCount: 0, page: 1 },
      filters: NO_FILTERS,
      query: 'zzzz',
    },
  },
  parameters: {
    page: { search: `?${new URLSearchParams([['q', 'zzzz']])}` } satisfies PageParameters,
  },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('restaurants.empty'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('search.clear') })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { data: { listing: longNamesListing, filters: NO_FILTERS } },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
