import { SearchForm } from '@nutrimenu/storefront/src/components/SearchForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { restaurantListing } from '../__fixtures__/restaurantListing';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const [firstCity] = restaurantListing.cities;
if (!firstCity) throw new Error('The listing example has no city');

const meta = { component: SearchForm } satisfies Meta<typeof SearchForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A plain GET form to the listing: works before and without JavaScript. */
export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t, href } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('searchbox', { name: t('search.restaurants.placeholder') }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('form')).toHaveAttribute(
      'action',
      href('/restaurant'),
    );
  },
};

/** Searching within a city's listing, the query kept in the field. */
export const WithinCity: Story = {
  args: { action: `/restaurant/city/${firstCity.slug}`, query: firstCity.name },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue(args.query);
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
