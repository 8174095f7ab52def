import { BrandContact } from '@nutrimenu/storefront/src/components/BrandContact';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { brand } from '../__fixtures__/brand';
import { brandWithoutContacts } from '../__fixtures__/brandWithoutContacts';
import { longEmailBrand } from '../__fixtures__/longEmailBrand';
import { longNamesBrand } from '../__fixtures__/longNamesBrand';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const meta = { component: BrandContact, args: { brand } } satisfies Meta<typeof BrandContact>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('home.contact.heading') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('home.mainSite') })).toHaveAttribute(
      'href',
      brand.homeUrl,
    );
  },
};

export const WithoutContacts: Story = {
  args: { brand: brandWithoutContacts },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    await expect(within(canvasElement).queryByText(t('home.contact.email'))).toBeNull();
  },
};

export const LongNames: Story = {
  args: { brand: longNamesBrand },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const LongEmail: Story = {
  args: { brand: longEmailBrand },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};

export const EveryLocale: Story = { ...everyLocaleStory };
