import type { ListingCity } from '@nutrimenu/core/contract';
import { homeRoute } from '@nutrimenu/storefront/src/routes/home';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../__fixtures__/brand';
import { longNamesBrand } from '../__fixtures__/longNamesBrand';
import { longNamesListing } from '../__fixtures__/longNamesListing';
import { restaurantListing } from '../__fixtures__/restaurantListing';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import type { PageParameters } from '../page/PageParameters';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const HomePage = homeRoute.Component;

const meta = {
  title: 'routes/home',
  args: { data: { cities: restaurantListing.cities } },
  render: (args) => <HomePage data={args.data} />,
} satisfies Meta<{ data: { cities: ListingCity[] } }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    for (const city of args.data.cities) {
      await expect(canvas.getByRole('link', { name: new RegExp(city.name) })).toBeVisible();
    }
  },
};

/** The listing could not be read: no city links, the page is still served. */
export const WithoutCities: Story = { args: { data: { cities: [] } } };

/** Without a brand (the brand list failed): the generic title, no video nor contacts. */
export const WithoutBrand: Story = {
  parameters: { page: { brand: null } satisfies PageParameters },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: t('restaurants.title') }),
    ).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { data: { cities: longNamesListing.cities } },
  parameters: { page: { brand: longNamesBrand } satisfies PageParameters },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
