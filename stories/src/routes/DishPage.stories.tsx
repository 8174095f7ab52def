import type { PublicDish, PublicRestaurant } from '@nutrimenu/core/contract';
import { dishRoute } from '@nutrimenu/storefront/src/routes/dish';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dishWithoutNutrition } from '../__fixtures__/dishWithoutNutrition';
import { fallbackLocaleDish } from '../__fixtures__/fallbackLocaleDish';
import { fixtureDish } from '../__fixtures__/fixtureDish';
import { FIXTURE_DISH_SLUGS } from '../__fixtures__/fixtureDishSlugs';
import { longNamesMenu } from '../__fixtures__/longNamesMenu';
import { publicMenu } from '../__fixtures__/publicMenu';
import { undeclaredAllergensDish } from '../__fixtures__/undeclaredAllergensDish';
import { unknownNutritionDish } from '../__fixtures__/unknownNutritionDish';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const DishPage = dishRoute.Component;

interface DishData {
  restaurant: PublicRestaurant;
  dish: PublicDish;
}

const longNamesDish = longNamesMenu.menu?.sections[0]?.dishes[0];
if (!longNamesDish) throw new Error('The long-names menu has no dish');

const meta = {
  title: 'routes/dish',
  args: { data: { restaurant: publicMenu.restaurant, dish: fixtureDish(FIXTURE_DISH_SLUGS.soup) } },
  render: (args) => <DishPage data={args.data} />,
} satisfies Meta<{ data: DishData }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: args.data.dish.name }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('nutrition.heading') })).toBeVisible();
  },
};

export const Frozen: Story = {
  args: {
    data: { restaurant: publicMenu.restaurant, dish: fixtureDish(FIXTURE_DISH_SLUGS.frozen) },
  },
};

/** Values unknown are marked in the table instead of passing for figures. */
export const MissingNutritionValues: Story = {
  args: { data: { restaurant: publicMenu.restaurant, dish: unknownNutritionDish } },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const unknown = within(canvasElement).getAllByText(t('nutrition.valueUnknown'));
    await expect(unknown.length).toBeGreaterThan(0);
    for (const cell of unknown) await expect(cell).toHaveClass('nutrition-unknown');
  },
};

/** Nutrition not computed at all: no table. */
export const WithoutNutrition: Story = {
  args: { data: { restaurant: publicMenu.restaurant, dish: dishWithoutNutrition } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

export const UnknownAllergens: Story = {
  args: { data: { restaurant: publicMenu.restaurant, dish: undeclaredAllergensDish } },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('allergens.unknown'))).toBeVisible();
    await expect(canvas.queryByText(t('allergens.none'))).toBeNull();
  },
};

/** Allergens partly declared, traces, additives, lower-bound values. */
export const PartlyDeclared: Story = {
  args: {
    data: { restaurant: publicMenu.restaurant, dish: fixtureDish(FIXTURE_DISH_SLUGS.incomplete) },
  },
};

export const FallbackLocale: Story = {
  args: { data: { restaurant: publicMenu.restaurant, dish: fallbackLocaleDish } },
};

export const LongNames: Story = {
  args: { data: { restaurant: longNamesMenu.restaurant, dish: longNamesDish } },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const EveryLocale: Story = { ...everyLocaleStory };
