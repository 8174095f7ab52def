import { LOCALES } from '@nutrimenu/core/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureDish } from '../__fixtures__/fixtureDish';
import { FIXTURE_DISH_SLUGS } from '../__fixtures__/fixtureDishSlugs';
import { everyLocaleStory } from '../page/everyLocaleStory';
import { expectNoHorizontalOverflow } from '../page/expectNoHorizontalOverflow';
import { storyCatalogs, storyPage } from '../page/storyPage';
import { PHONE_WIDTH, withWidth } from '../page/withWidth';
import { loadWidgetScript } from './loadWidgetScript';
import { WIDGET_FIXTURE_SLUGS } from './widgetFixtureSlugs';
import { widgetShadow } from './widgetShadow';

interface WidgetArgs {
  restaurant: string;
}

function NutrimenuMenu({ restaurant, locale }: WidgetArgs & { locale: string }) {
  // The storefront stand-in is Storybook itself: it serves the menu files (staticDirs).
  return <nutrimenu-menu restaurant={restaurant} locale={locale} api={window.location.origin} />;
}

const meta = {
  title: 'widget/nutrimenu-menu',
  loaders: [loadWidgetScript],
  args: { restaurant: WIDGET_FIXTURE_SLUGS.menu },
  render: (args, context) => <NutrimenuMenu {...args} locale={storyPage(context).locale} />,
} satisfies Meta<WidgetArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const widget = within(await widgetShadow(canvasElement));
    await expect(
      await widget.findByText(fixtureDish(FIXTURE_DISH_SLUGS.soup).name, { exact: false }),
    ).toBeVisible();
    await expect(widget.getByText(t('widget.openFullMenu'))).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { restaurant: WIDGET_FIXTURE_SLUGS.missing },
  play: async ({ canvasElement, ...context }) => {
    const { t } = storyPage(context);
    const widget = within(await widgetShadow(canvasElement));
    await expect(await widget.findByText(t('widget.notFound'))).toBeVisible();
  },
};

/** One widget per locale on one page: each reads its own locale's interface texts. */
export const EveryLocale: Story = {
  // The same menu seven times repeats its sections' landmarks, as in `everyLocaleStory`.
  parameters: everyLocaleStory.parameters,
  render: (args) => (
    <>
      {LOCALES.map((locale) => (
        <NutrimenuMenu key={locale} {...args} locale={locale} />
      ))}
    </>
  ),
  play: async ({ canvasElement, ...context }) => {
    const catalogs = storyCatalogs(context);
    for (const [index, locale] of LOCALES.entries()) {
      const widget = within(await widgetShadow(canvasElement, index));
      await expect(await widget.findByText(catalogs[locale]['widget.openFullMenu'])).toBeVisible();
    }
  },
};

export const LongNames: Story = {
  args: { restaurant: WIDGET_FIXTURE_SLUGS.longNames },
  decorators: [withWidth(PHONE_WIDTH)],
  play: async ({ canvasElement }) => {
    const widget = within(await widgetShadow(canvasElement));
    await widget.findAllByRole('heading', { level: 4 });
    expectNoHorizontalOverflow(canvasElement);
  },
};
