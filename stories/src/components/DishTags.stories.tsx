import { DISH_TAGS } from '@nutrimenu/core/contract';
import { DishTags } from '@nutrimenu/storefront/src/components/DishTags';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = { component: DishTags, args: { tags: [...DISH_TAGS] } } satisfies Meta<
  typeof DishTags
>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every tag the contract knows. */
export const EveryTag: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const list = within(canvasElement).getByRole('list', { name: t('dish.tags.heading') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(DISH_TAGS.length);
  },
};

/** No tags: nothing at all, not an empty list. */
export const NoTags: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
