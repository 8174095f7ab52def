import { LOCALE_NAMES } from '@nutrimenu/core/locale';
import { FallbackLocaleHint } from '@nutrimenu/storefront/src/components/FallbackLocaleHint';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fallbackLocaleDish } from '../fixtures/fallbackLocaleDish';
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
    const { t } = storyPage(context);
    const language = args.dish.fallbackLocale;
    if (language === null) throw new Error('The story needs a dish shown in another locale');
    await expect(
      within(canvasElement).getByText(
        t('dish.fallbackLocale', { language: LOCALE_NAMES[language] }),
      ),
    ).toBeVisible();
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
