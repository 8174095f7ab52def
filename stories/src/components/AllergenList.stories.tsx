import { allergenName } from '@nutrimenu/core/allergens';
import { AllergenList } from '@nutrimenu/storefront/src/components/AllergenList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureDish } from '../__fixtures__/fixtureDish';
import { FIXTURE_DISH_SLUGS } from '../__fixtures__/fixtureDishSlugs';
import { undeclaredAllergensDish } from '../__fixtures__/undeclaredAllergensDish';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: AllergenList,
  args: { allergens: fixtureDish(FIXTURE_DISH_SLUGS.soup).allergens },
} satisfies Meta<typeof AllergenList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Declared: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t, locale } = storyPage(context);
    const canvas = within(canvasElement);
    for (const code of args.allergens.contains) {
      await expect(canvas.getByText(allergenName(code, locale))).toBeVisible();
    }
    await expect(canvas.queryByText(t('allergens.unknown'))).toBeNull();
  },
};

/** Some allergens declared, not all: the list is shown with the warning. */
export const PartlyDeclared: Story = {
  args: { allergens: fixtureDish(FIXTURE_DISH_SLUGS.incomplete).allergens },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('allergens.unknown'))).toBeVisible();
  },
};

/** Nothing declared yet: never "no allergens". */
export const UnknownAllergens: Story = {
  args: { allergens: undeclaredAllergensDish.allergens },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('allergens.unknown'))).toBeVisible();
    await expect(canvas.queryByText(t('allergens.none'))).toBeNull();
  },
};

/** A complete declaration without allergens (the lemonade). */
export const NoneDeclared: Story = {
  args: { allergens: fixtureDish(FIXTURE_DISH_SLUGS.drink).allergens },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('allergens.none'))).toBeVisible();
  },
};

export const EveryLocale: Story = {
  args: { allergens: fixtureDish(FIXTURE_DISH_SLUGS.incomplete).allergens },
  ...everyLocaleStory,
};
