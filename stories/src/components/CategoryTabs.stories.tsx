import { CategoryTabs } from '@nutrimenu/storefront/src/components/CategoryTabs';
import { CATEGORY_FILTERS } from '@nutrimenu/storefront/src/filters/menuFilter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = {
  component: CategoryTabs,
  args: { defaultCategory: 'all' },
  argTypes: { defaultCategory: { control: 'inline-radio', options: CATEGORY_FILTERS } },
  // Its radio buttons belong to the menu's filter form; one form per copy keeps groups apart.
  render: (args) => (
    <form>
      <CategoryTabs {...args} />
    </form>
  ),
} satisfies Meta<typeof CategoryTabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('menu.category.all') })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(CATEGORY_FILTERS.length);
  },
};

export const DrinksChosen: Story = {
  args: { defaultCategory: 'drinks' },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(
      within(canvasElement).getByRole('radio', { name: t('menu.category.drinks') }),
    ).toBeChecked();
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
