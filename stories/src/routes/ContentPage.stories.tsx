import type { PublicPage } from '@nutrimenu/core/contract';
import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { faqRoute } from '@nutrimenu/storefront/src/routes/contentPage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fallbackLocalePage } from '../__fixtures__/fallbackLocalePage';
import { LONG_WORD } from '../__fixtures__/longTexts';
import { publicPage } from '../__fixtures__/publicPage';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

// The help, FAQ and terms routes share this component; only their loaders differ.
const ContentPage = faqRoute.Component;

const meta = {
  title: 'routes/contentPage',
  args: { page: publicPage },
  // The loader writes the date for the page's locale on the server; the same format here.
  render: (args, context) => {
    const updated = new Intl.DateTimeFormat(LOCALE_TAGS[storyPage(context).locale], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(args.page.updatedAt));
    return <ContentPage data={{ page: args.page, updated }} />;
  },
} satisfies Meta<{ page: PublicPage }>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The FAQ: each question a disclosure. */
export const Faq: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = args.page.items;
    if (!first) throw new Error('The page example has no question');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(first.question));
    await expect(canvas.getByText(first.question).closest('details')).toHaveAttribute('open');
  },
};

/** Not written in the visitor's locale: the notice, and the text marked with its language. */
export const FallbackLocale: Story = {
  args: { page: fallbackLocalePage },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.notice')).not.toBeNull();
  },
};

export const LongNames: Story = {
  args: { page: { ...publicPage, title: `${publicPage.title} ${LONG_WORD}` } },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
};
