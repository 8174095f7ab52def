import { DishCard } from '@nutrimenu/storefront/src/components/DishCard';
import { portionEnergyText } from '@nutrimenu/storefront/src/components/portionEnergyText';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dishWithoutNutrition } from '../__fixtures__/dishWithoutNutrition';
import { fallbackLocaleDish } from '../__fixtures__/fallbackLocaleDish';
import { fixtureDish } from '../__fixtures__/fixtureDish';
import { FIXTURE_DISH_SLUGS } from '../__fixtures__/fixtureDishSlugs';
import { longNamesMenu } from '../__fixtures__/longNamesMenu';
import { publicMenu } from '../__fixtures__/publicMenu';
import { undeclaredAllergensDish } from '../__fixtures__/undeclaredAllergensDish';
import { PLACEHOLDER_IMAGE_URL } from '../__fixtures__/withPlaceholderImages';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const { restaurant } = publicMenu;
const longNamesDish = longNamesMenu.menu?.sections[0]?.dishes[0];
if (!longNamesDish) throw new Error('The long-names menu has no dish');

const meta = {
  component: DishCard,
  args: {
    dish: fixtureDish(FIXTURE_DISH_SLUGS.soup),
    restaurantSlug: restaurant.slug,
    currency: restaurant.currency,
  },
} satisfies Meta<typeof DishCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { href } = storyPage(context);
    await expect(within(canvasElement).getByRole('link', { name: args.dish.name })).toHaveAttribute(
      'href',
      href(`/restaurant/${restaurant.slug}/recipes/${args.dish.slug}`),
    );
  },
};

/** Energy per portion at the point of choice, in the locale's units, with the portion's grams. */
export const EnergyPerPortion: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t, locale } = storyPage(context);
    const energy = portionEnergyText(args.dish, locale, t);
    await expect(energy).toMatch(/kcal/);
    await expect(within(canvasElement).getByText(energy)).toBeVisible();
  },
};

/** A drink's portion is given in millilitres, as on its dish page. */
export const DrinkEnergyPerPortion: Story = {
  args: { dish: fixtureDish(FIXTURE_DISH_SLUGS.drink) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.dish-card-energy')?.textContent).toMatch(
      /kcal.*\(\d+\sml\)/,
    );
  },
};

/** No nutrition at all: the card says the energy is not known, never "0 kcal". */
export const EnergyNotKnown: Story = {
  args: { dish: dishWithoutNutrition },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('dish.energyUnknown'))).toBeVisible();
  },
};

export const Frozen: Story = {
  args: { dish: fixtureDish(FIXTURE_DISH_SLUGS.frozen) },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('dish.frozen'))).toBeVisible();
  },
};

/** Allergens partly declared and traces: the warning and the "may contain" sentence. */
export const PartlyDeclaredAllergens: Story = {
  args: { dish: fixtureDish(FIXTURE_DISH_SLUGS.incomplete) },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('allergens.unknown'))).toBeVisible();
  },
};

export const UnknownAllergens: Story = {
  args: { dish: undeclaredAllergensDish },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('allergens.unknown'))).toBeVisible();
    await expect(canvas.queryByText(t('allergens.none'))).toBeNull();
  },
};

export const Drink: Story = { args: { dish: fixtureDish(FIXTURE_DISH_SLUGS.drink) } };

/** Not translated into the page's locale: the hint and the text's own `lang`. */
export const FallbackLocale: Story = {
  args: { dish: fallbackLocaleDish },
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: args.dish.name }),
    ).toHaveAttribute('lang');
  },
};

export const LongNames: Story = {
  args: { dish: longNamesDish },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const EveryLocale: Story = {
  args: { dish: fixtureDish(FIXTURE_DISH_SLUGS.incomplete) },
  ...everyLocaleStory,
};

const soup = fixtureDish(FIXTURE_DISH_SLUGS.soup);

/** A photo with the CMS's square crop: the card shows the crop, lazily, its box reserved. */
export const WithPhoto: Story = {
  args: {
    dish: {
      ...soup,
      image: {
        url: PLACEHOLDER_IMAGE_URL,
        width: 768,
        height: 576,
        alt: '',
        square: { url: PLACEHOLDER_IMAGE_URL, width: 320, height: 320 },
      },
    },
  },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img.dish-card-image');
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '320');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * A photo the CMS also made in AVIF: a <picture> offers the AVIF crop first; the card's layout is
 * the same (the picture and its <source> take no box).
 */
export const WithPhotoInAvif: Story = {
  args: {
    dish: {
      ...soup,
      image: {
        url: PLACEHOLDER_IMAGE_URL,
        width: 768,
        height: 576,
        alt: '',
        square: { url: PLACEHOLDER_IMAGE_URL, width: 320, height: 320 },
        avif: {
          widths: [{ url: PLACEHOLDER_IMAGE_URL, width: 768, height: 576 }],
          square: { url: PLACEHOLDER_IMAGE_URL, width: 320, height: 320 },
        },
      },
    },
  },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => {
    const source = canvasElement.querySelector('picture.dish-card-picture > source');
    await expect(source).toHaveAttribute('type', 'image/avif');
    const text = canvasElement.querySelector('.dish-card-text')?.getBoundingClientRect();
    const image = canvasElement.querySelector('img.dish-card-image')?.getBoundingClientRect();
    await expect(image && text ? image.left >= text.right : false).toBe(true);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Most real dishes have no photo: the text takes the card's width. */
export const WithoutPhoto: Story = {
  args: { dish: (({ image: _image, ...rest }) => rest)(soup) },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
