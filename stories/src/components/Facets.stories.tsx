import { Facets } from '@nutrimenu/storefront/src/components/Facets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longNamesListing } from '../__fixtures__/longNamesListing';
import { restaurantListing } from '../__fixtures__/restaurantListing';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const [firstCity] = restaurantListing.cities;
if (!firstCity) throw new Error('The listing example has no city');

const meta = {
  component: Facets,
  args: { listing: restaurantListing, filters: { cities: [], specifics: [] }, query: '' },
} satisfies Meta<typeof Facets>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: t('restaurants.facets.label') }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('restaurants.facets.clear'))).toBeNull();
  },
};

/** A city chosen: marked as current (with a check mark), and "clear" offered. */
export const CityChosen: Story = {
  args: { filters: { cities: [firstCity.slug], specifics: [] }, query: 'bistro' },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    const chosen = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'true');
    await expect(chosen).toHaveLength(1);
    await expect(chosen[0]).toHaveTextContent(firstCity.name);
    await expect(canvas.getByRole('link', { name: t('restaurants.facets.clear') })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { listing: longNamesListing },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const EveryLocale: Story = { ...everyLocaleStory };
