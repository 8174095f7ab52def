import { LOCALE_NAMES, languageName } from '@nutrimenu/core/locale';
import { FallbackLocaleHint } from '@nutrimenu/storefront/src/components/FallbackLocaleHint';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fallbackLocaleDish } from '../__fixtures__/fallbackLocaleDish';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: FallbackLocaleHint,
  args: { dish: fallbackLocaleDish },
} satisfies Meta<typeof FallbackLocaleHint>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t, locale } = storyPage(context);
    const language = args.dish.nameFallbackLocale;
    if (language === null || language !== args.dish.descriptionFallbackLocale) {
      throw new Error('The story needs a dish whose texts are shown in one other locale');
    }
    const hint = within(canvasElement).getByText(
      t('dish.fallbackLocale', { language: languageName(language, locale) }),
    );
    await expect(hint).toBeVisible();
    // The language is named in the page's, not by its own name, except on its own page.
    if (locale !== language) await expect(hint).not.toHaveTextContent(LOCALE_NAMES[language]);
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
