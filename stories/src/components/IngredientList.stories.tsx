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

/**
 * A German page of a Romanian restaurant: the library's foods in German, the restaurant's own
 * ingredient in Romanian and tagged so (a screen reader pronounces it in Romanian).
 */
export const OwnIngredientInAnotherLanguage: Story = {
  args: {
    ingredients: {
      text: 'WEIZENMEHL – 80 g, SMÂNTÂNĂ DE CASĂ – 40 g, Zucker – 10 g',
      parts: [
        { text: 'Weizenmehl', allergens: ['gluten'] },
        { text: ' – 80 g, ' },
        { text: 'smântână de casă', allergens: ['milk'], locale: 'ro' },
        { text: ' – 40 g, Zucker – 10 g' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const tagged = Array.from(canvasElement.querySelectorAll('[lang]'), (node) => [
      node.textContent,
      node.getAttribute('lang'),
    ]);
    await expect(tagged).toEqual([['smântână de casă', 'ro-RO']]);
  },
};
