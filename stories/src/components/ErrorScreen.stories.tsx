import { ErrorScreen } from '@nutrimenu/storefront/src/components/ErrorScreen';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../__fixtures__/brand';
import { everyLocaleStory } from '../page/everyLocaleStory';
import type { PageParameters } from '../page/PageParameters';
import { storyPage } from '../page/storyPage';

const meta = {
  component: ErrorScreen,
  args: { kind: 'not-found' },
  argTypes: { kind: { control: 'inline-radio', options: ['not-found', 'error', 'unavailable'] } },
} satisfies Meta<typeof ErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('error.notFound.title') })).toBeVisible();
    // "Go to Home" leads to the brand's main site.
    await expect(canvas.getByRole('link', { name: t('error.goHome') })).toHaveAttribute(
      'href',
      brand.homeUrl,
    );
  },
};

export const GenericError: Story = { args: { kind: 'error' } };

/** The CMS is down with nothing cached: try again shortly. */
export const Unavailable: Story = {
  args: { kind: 'unavailable' },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).getByText(t('error.unavailable.text'))).toBeVisible();
  },
};

/** The brand list itself failed: "Go to Home" leads to this site's home. */
export const WithoutBrand: Story = {
  args: { kind: 'error' },
  parameters: { page: { brand: null } satisfies PageParameters },
  play: async ({ canvasElement, ...context }) => {
    const { t, href } = storyPage(context);
    await expect(
      within(canvasElement).getByRole('link', { name: t('error.goHome') }),
    ).toHaveAttribute('href', href('/'));
  },
};

export const EveryLocale: Story = { args: { kind: 'unavailable' }, ...everyLocaleStory };
