import { MenuSwitcher } from '@nutrimenu/storefront/src/components/MenuSwitcher';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longNamesMenu } from '../__fixtures__/longNamesMenu';
import { publicMenu } from '../__fixtures__/publicMenu';
import { singleMenu } from '../__fixtures__/singleMenu';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const meta = { component: MenuSwitcher, args: { document: publicMenu } } satisfies Meta<
  typeof MenuSwitcher
>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two menus: a link each, the shown one marked current. */
export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t } = storyPage(context);
    const switcher = within(canvasElement).getByRole('navigation', {
      name: t('menu.switcher.label'),
    });
    const links = within(switcher).getAllByRole('link');
    await expect(links).toHaveLength(args.document.menus.length);
    await expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(
      1,
    );
  },
};

export const SingleMenu: Story = {
  args: { document: singleMenu },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Long names scroll sideways inside the bar, never the page. */
export const LongNames: Story = {
  args: { document: longNamesMenu },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const EveryLocale: Story = { ...everyLocaleStory };
