import type { PublicDishNutrition } from '@nutrimenu/core/contract';
import { NutritionTable } from '@nutrimenu/storefront/src/components/NutritionTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureDish } from '../__fixtures__/fixtureDish';
import { FIXTURE_DISH_SLUGS } from '../__fixtures__/fixtureDishSlugs';
import { unknownNutritionDish } from '../__fixtures__/unknownNutritionDish';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

function nutritionOf(slug: string): PublicDishNutrition {
  const { nutrition } = fixtureDish(slug);
  if (nutrition === null) throw new Error(`The example dish ${slug} has no nutrition`);
  return nutrition;
}

const unknownNutrition = unknownNutritionDish.nutrition;
if (unknownNutrition === null) throw new Error('The unknown-nutrition dish lost its table');

const meta = {
  component: NutritionTable,
  args: { nutrition: nutritionOf(FIXTURE_DISH_SLUGS.soup) },
} satisfies Meta<typeof NutritionTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: t('nutrition.heading') })).toBeVisible();
    await expect(canvas.queryByText(t('nutrition.valueUnknown'))).toBeNull();
  },
};

/** A drink: per 100 ml and per portion in ml. */
export const PerMillilitre: Story = {
  args: { nutrition: nutritionOf(FIXTURE_DISH_SLUGS.drink) },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('nutrition.per100ml'))).toBeVisible();
  },
};

/** Some values only known as a minimum ("at least"), fibre unknown. */
export const LowerBounds: Story = {
  args: { nutrition: nutritionOf(FIXTURE_DISH_SLUGS.incomplete) },
};

/** Missing values are marked as unknown (with the warning icon), never shown as figures. */
export const MissingValues: Story = {
  args: { nutrition: unknownNutrition },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const marked = canvasElement.querySelectorAll('td.nutrition-unknown');
    // energy, fat, saturates and salt, per 100 g and per portion, plus the example's fibre.
    await expect(marked).toHaveLength(10);
    for (const cell of marked) {
      await expect(cell).toHaveTextContent(t('nutrition.valueUnknown'));
      await expect(cell.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
