import { IngredientList } from '@nutrimenu/storefront/src/components/IngredientList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureDish } from '../__fixtures__/fixtureDish';
import { FIXTURE_DISH_SLUGS } from '../__fixtures__/fixtureDishSlugs';

const meta = {
  component: IngredientList,
  args: { ingredients: fixtureDish(FIXTURE_DISH_SLUGS.soup).ingredients },
} satisfies Meta<typeof IngredientList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The runs naming an allergen are emphasised (Reg. 1169/2011 Art. 21(1)(b)). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const emphasised = Array.from(
      canvasElement.querySelectorAll('strong'),
      (node) => node.textContent,
    );
    await expect(emphasised).toEqual(
      args.ingredients.parts.filter((part) => part.allergens).map((part) => part.text),
    );
  },
};

export const WithAdditives: Story = {
  args: { ingredients: fixtureDish(FIXTURE_DISH_SLUGS.incomplete).ingredients },
};
