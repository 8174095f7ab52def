import { SiteFooter } from '@nutrimenu/storefront/src/components/SiteFooter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../__fixtures__/brand';
import { everyLocaleStory } from '../page/everyLocaleStory';
import type { PageParameters } from '../page/PageParameters';
import { storyPage } from '../page/storyPage';

const meta = { component: SiteFooter, args: { rest: '/' } } satisfies Meta<typeof SiteFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(brand.companyName)).toBeVisible();
  },
};

/** On the help page its link is marked as the current page. */
export const OnHelpPage: Story = {
  args: { rest: '/help' },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(
      within(canvasElement).getByRole('link', { name: t('footer.help') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The brand list failed: no company line. */
export const WithoutBrand: Story = {
  parameters: { page: { brand: null } satisfies PageParameters },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(brand.companyName)).toBeNull();
  },
};

export const EveryLocale: Story = { ...everyLocaleStory };
