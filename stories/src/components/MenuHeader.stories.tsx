import { MenuHeader } from '@nutrimenu/storefront/src/components/MenuHeader';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longNamesMenu } from '../__fixtures__/longNamesMenu';
import { publicMenu } from '../__fixtures__/publicMenu';
import { singleMenu } from '../__fixtures__/singleMenu';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const meta = { component: MenuHeader, args: { document: publicMenu } } satisfies Meta<
  typeof MenuHeader
>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The compact card: name, address, one row of icon links and "More"; the menus switcher is the
 * sticky bar's (MenuSwitcher), not the header's. (The first screen is measured end to end, at
 * 390×844, in e2e/firstScreen.e2e.test.ts: a story's box does not trigger the phone's layout.)
 */
export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: args.document.restaurant.name }),
    ).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByText(t('restaurant.more'))).toBeVisible();
  },
};

export const SingleMenuWithoutImages: Story = {
  args: { document: singleMenu },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const LongNames: Story = {
  args: { document: longNamesMenu },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const EveryLocale: Story = { ...everyLocaleStory };
