import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { OfflineNotice } from '@nutrimenu/storefront/src/components/OfflineNotice';
import { OFFLINE_META_NAME } from '@nutrimenu/storefront/src/runtime/offlineCopy';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';

const meta = { component: OfflineNotice } satisfies Meta<typeof OfflineNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

const SAVED_AT = '2026-11-24T18:30:00.000Z';

/** The mark the service worker puts on a page it serves from its cache. */
function servedOffline() {
  const tag = document.createElement('meta');
  tag.name = OFFLINE_META_NAME;
  tag.content = SAVED_AT;
  document.head.append(tag);
  return () => tag.remove();
}

/** A page from the network: the live region stays empty and takes no room. */
export const Online: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  },
};

/** A copy served offline: when it was saved, in the page's locale. */
export const ShownOffline: Story = {
  beforeEach: servedOffline,
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement, ...context }) => {
    const { t, locale } = storyPage(context);
    const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(SAVED_AT));
    await expect(
      await within(canvasElement).findByText(t('page.shownOffline', { date })),
    ).toBeVisible();
  },
};

export const EveryLocale: Story = { beforeEach: servedOffline, ...everyLocaleStory };
