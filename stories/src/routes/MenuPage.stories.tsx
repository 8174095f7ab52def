import { allergenName } from '@nutrimenu/core/allergens';
import type { PublicMenu } from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, LOCALES } from '@nutrimenu/core/locale';
import { FILTER_QUERY_NAMES } from '@nutrimenu/storefront/src/filters/filterQueryNames';
import { toMenuView } from '@nutrimenu/storefront/src/menuView';
import { menuRoute } from '@nutrimenu/storefront/src/routes/menu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { longNamesMenu } from '../__fixtures__/longNamesMenu';
import { noPublicMenu } from '../__fixtures__/noPublicMenu';
import { noSubscriptionMenu } from '../__fixtures__/noSubscriptionMenu';
import { publicMenu } from '../__fixtures__/publicMenu';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import type { PageParameters } from '../page/PageParameters';
import { storyCatalogs, storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const MenuPage = menuRoute.Component;

const meta = {
  title: 'routes/menu',
  args: { data: publicMenu },
  // As the storefront does: the page renders the route's view of the loaded document.
  render: (args) => <MenuPage data={toMenuView(args.data)} />,
} satisfies Meta<{ data: PublicMenu }>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const section of args.data.menu?.sections ?? []) {
      await expect(canvas.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    }
  },
};

/** A category without dishes: the filter's empty result, not an empty page. */
export const EmptyFilterResult: Story = {
  parameters: {
    page: {
      search: `?${new URLSearchParams([[FILTER_QUERY_NAMES.category, 'other']])}`,
    } satisfies PageParameters,
  },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('menu.empty'))).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

export const NoSubscription: Story = {
  args: { data: noSubscriptionMenu },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('location.noSubscription'))).toBeVisible();
    await expect(canvas.getByText(t('location.ownerHint'))).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
  },
};

export const NoPublicMenu: Story = {
  args: { data: noPublicMenu },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('location.noPublicMenu'))).toBeVisible();
    await expect(canvas.getByText(t('location.noPublicMenu.ownerHint'))).toBeVisible();
    await expect(canvas.queryByText(t('location.ownerHint'))).toBeNull();
  },
};

export const LongNames: Story = {
  args: { data: longNamesMenu },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

// Any locale but the toolbar's default, picked from core's list.
const otherLocale = LOCALES.find((locale) => locale !== DEFAULT_LOCALE) ?? DEFAULT_LOCALE;

/** The story's own locale global: every interface text comes from that locale's catalog. */
export const InAnotherLocale: Story = {
  globals: { locale: otherLocale },
  play: async ({ canvasElement, ...context }) => {
    const catalogs = storyCatalogs(context);
    const canvas = within(canvasElement);
    await expect(storyPage(context).locale).toBe(otherLocale);
    await expect(
      canvas.getByRole('button', { name: catalogs[otherLocale]['filter.apply'] }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: catalogs[DEFAULT_LOCALE]['filter.apply'] }),
    ).toBeNull();
  },
};

const [soup] = publicMenu.menu?.sections[0]?.dishes ?? [];
if (!soup) throw new Error('The fixture menu has a first dish');

/** Typing a dish's name without diacritics finds it at once; the count is announced. */
export const Search: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    const query = 'CIORBA';
    await userEvent.type(canvas.getByRole('searchbox', { name: t('menuSearch.label') }), query);
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: soup.name })).toBeVisible();
    await expect(canvas.getByText(t('menuSearch.count', { count: 1, query }))).toBeInTheDocument();
  },
};

/** A search that finds nothing says so, with the search in the sentence. */
export const SearchWithoutResult: Story = {
  parameters: { page: { search: '?q=pizza' } satisfies PageParameters },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    const text = t('menuSearch.count', { count: 0, query: 'pizza' });
    await expect(canvas.getAllByText(text)[0]).toBeInTheDocument();
    await expect(canvasElement.querySelector('.menu-empty')).toHaveTextContent(text);
  },
};

/** With allergens remembered on the device: the menu is filtered by them, and says so. */
export const RememberedAllergens: Story = {
  parameters: {
    page: {
      remembered: { exclude: ['eggs', 'milk'], allowTraces: false },
    } satisfies PageParameters,
  },
  play: async ({ canvasElement, ...context }) => {
    const { t, locale } = storyPage(context);
    const canvas = within(canvasElement);
    const bar = canvasElement.querySelector('.my-allergens-bar p');
    await expect(bar).toHaveTextContent(allergenName('milk', locale));
    await expect(bar).toHaveTextContent(allergenName('eggs', locale));
    await expect(canvas.getByRole('button', { name: t('myAllergens.forget') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: soup.name })).toBeNull();
  },
};
