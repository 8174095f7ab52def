import { LOCALE_NAMES, LOCALES } from '@nutrimenu/core/locale';
import { LocaleSwitcher } from '@nutrimenu/storefront/src/components/LocaleSwitcher';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { publicMenu } from '../__fixtures__/publicMenu';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: LocaleSwitcher,
  args: { locales: LOCALES, rest: `/restaurant/${publicMenu.restaurant.slug}`, search: '' },
} satisfies Meta<typeof LocaleSwitcher>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every locale, the page's one marked current. */
export const AllLocales: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { locale } = storyPage(context);
    const current = within(canvasElement).getByRole('link', { name: LOCALE_NAMES[locale] });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(LOCALES.length);
  },
};

/** A restaurant's page: only the locales it offers; the filter query is kept. */
export const RestaurantLocales: Story = {
  args: { locales: publicMenu.restaurant.locales, search: '?category=drinks' },
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(args.locales.length);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/\?category=drinks$/);
  },
};

/**
 * A click saves the choice in the `locale` cookie itself: a CDN may answer the page it leads to
 * from its cache, without the server's Set-Cookie. The story stays put (the navigation is held).
 */
export const SavesTheChoice: Story = {
  play: async ({ canvasElement }) => {
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay);
    try {
      await userEvent.click(within(canvasElement).getByRole('link', { name: LOCALE_NAMES.hu }));
      await expect(document.cookie).toMatch(/(^|; )locale=hu(;|$)/);
    } finally {
      window.removeEventListener('click', stay);
      // biome-ignore lint/suspicious/noDocumentCookie: forgets what the story saved, as it saved it
      document.cookie = 'locale=; max-age=0; path=/';
    }
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
