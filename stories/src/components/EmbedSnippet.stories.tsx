import { EmbedSnippet } from '@nutrimenu/storefront/src/components/EmbedSnippet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { publicMenu } from '../__fixtures__/publicMenu';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';

const secondaryMenu = publicMenu.menus.find((option) => !option.isDefault);
if (!secondaryMenu) throw new Error('The contract example has no secondary menu');

const meta = {
  component: EmbedSnippet,
  args: { restaurant: publicMenu.restaurant.slug, menu: null },
} satisfies Meta<typeof EmbedSnippet>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Folded away; opened, the script tag for this restaurant in the page's locale. */
export const Default: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const { t, locale } = storyPage(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(t('embed.title')));
    const script = canvasElement.querySelector('pre code');
    await expect(script).toBeVisible();
    await expect(script).toHaveTextContent(`data-restaurant="${args.restaurant}"`);
    await expect(script).toHaveTextContent(`data-locale="${locale}"`);
  },
};

export const SecondaryMenu: Story = {
  args: { menu: secondaryMenu.slug },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('pre code')).toHaveTextContent(
      `data-menu="${args.menu}"`,
    );
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
