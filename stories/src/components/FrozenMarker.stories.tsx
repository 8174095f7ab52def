import { FrozenMarker } from '@nutrimenu/storefront/src/components/FrozenMarker';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const meta = { component: FrozenMarker } satisfies Meta<typeof FrozenMarker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('dish.frozen'))).toBeVisible();
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
