import { allergenName } from '@nutrimenu/core/allergens';
import { MenuFilters } from '@nutrimenu/storefront/src/components/MenuFilters';
import { filterMenuSections } from '@nutrimenu/storefront/src/filters/filterMenuSections';
import { FILTER_QUERY_NAMES } from '@nutrimenu/storefront/src/filters/filterQueryNames';
import { parseMenuFilter } from '@nutrimenu/storefront/src/filters/parseMenuFilter';
import { usePage } from '@nutrimenu/storefront/src/PageContext';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { publicMenu } from '../__fixtures__/publicMenu';
import { everyLocaleStory } from '../page/everyLocaleStory';
import type { PageParameters } from '../page/PageParameters';
import { storyPage } from '../page/storyPage';

const sections = publicMenu.menu?.sections ?? [];

/** The filter as the menu page drives it: state from the page's query, count of the fixture's dishes. */
function FilteredMenu() {
  const { search, href } = usePage();
  const initial = useMemo(() => parseMenuFilter(search), [search]);
  const [filter, setFilter] = useState(initial);
  return (
    <MenuFilters
      initial={initial}
      filter={filter}
      count={filterMenuSections(sections, filter).count}
      resetHref={href(`/restaurant/${publicMenu.restaurant.slug}`)}
      onChange={setFilter}
    />
  );
}

// Rendered through the page's state (FilteredMenu), so the story has no args of its own.
const meta = { render: () => <FilteredMenu /> } satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** Excluding milk filters at once: the count follows, without a page load. */
export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t, locale } = storyPage(context);
    const canvas = within(canvasElement);
    const all = filterMenuSections(sections, parseMenuFilter('')).count;
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('filter.showDishes', { count: all }),
    );

    await userEvent.click(canvas.getByText(t('filter.open')));
    await userEvent.click(canvas.getByRole('checkbox', { name: allergenName('milk', locale) }));
    const query = new URLSearchParams([[FILTER_QUERY_NAMES.exclude, 'milk']]);
    const withoutMilk = filterMenuSections(sections, parseMenuFilter(query)).count;
    await expect(withoutMilk).toBeLessThan(all);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('filter.showDishes', { count: withoutMilk }),
    );
  },
};

const activeQuery = `?${new URLSearchParams([
  [FILTER_QUERY_NAMES.exclude, 'gluten'],
  [FILTER_QUERY_NAMES.ranges.energyKcal.max, '300'],
])}`;

/** Opened from a shared link with filters: the fields and the active count show them. */
export const WithActiveFilters: Story = {
  parameters: { page: { search: activeQuery } satisfies PageParameters },
  play: async ({ canvasElement, ...context }) => {
    const { t, locale } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`(${t('filter.activeCount', { count: 2 })})`),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByText(t('filter.open')));
    await expect(
      canvas.getByRole('checkbox', { name: allergenName('gluten', locale) }),
    ).toBeChecked();
  },
};

/** Sorted by energy from a shared link: the sort shows in the panel and counts as active. */
export const SortedByEnergy: Story = {
  parameters: {
    page: { search: `?${FILTER_QUERY_NAMES.sort}=energy-desc` } satisfies PageParameters,
  },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`(${t('filter.activeCount', { count: 1 })})`),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByText(t('filter.open')));
    await expect(canvas.getByRole('combobox', { name: t('filter.sort.heading') })).toHaveValue(
      'energy-desc',
    );
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
