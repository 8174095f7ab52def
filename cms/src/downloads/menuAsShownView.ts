import { languageName } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { MenuAsShown } from '../shownHistory/menuAsShown';
import { formatMoment } from './_lib/formatMoment';
import { menuAsShownNotice } from './menuAsShownNotice';
import { type MenuEntryView, menuEntryView } from './printableMenuView';

/** The texts of "the menu as it was shown", in the document's locale. */
export interface MenuAsShownView {
  title: string;
  /** Restaurant, moment, language (and the one asked for when it was not offered). */
  facts: string[];
  /** Why no dish is listed; `null` when the menu was shown. */
  notice: string | null;
  menus: { title: string; sections: { title: string; entries: MenuEntryView[] }[] }[];
  generated: string;
  pageLabel: (page: number, pages: number) => string;
}

/**
 * Words "the menu as it was shown" for print: what it is about (restaurant, moment, language),
 * then each menu shown then, its dishes worded as a printed menu's entries (menuEntryView), or
 * why nothing was shown.
 */
export function menuAsShownView(
  shown: MenuAsShown,
  t: Translate,
  generatedAt: Date,
): MenuAsShownView {
  const { locale } = shown;
  const language = languageName(locale, locale);
  const facts = [
    t('asShown.restaurant', { name: shown.restaurant.name }),
    t('asShown.moment', { moment: formatMoment(shown.at, locale) }),
    t('asShown.language', { language }),
  ];
  if (shown.notOffered) {
    facts.push(
      t('asShown.notOffered', { asked: languageName(shown.notOffered, locale), language }),
    );
  }
  const menus = shown.menus.map((menu) => ({
    title: menu.name,
    sections: menu.sections.map((section) => ({
      title: section.title,
      entries: section.dishes.map((dish) =>
        menuEntryView(dish, shown.restaurant.currency, locale, t),
      ),
    })),
  }));
  const dishes = menus.some((menu) => menu.sections.length > 0);
  return {
    title: t('asShown.title'),
    facts,
    notice: menuAsShownNotice(shown, t) ?? (dishes ? null : t('print.noDishes')),
    menus,
    generated: t('asShown.generated', { moment: formatMoment(generatedAt, locale) }),
    pageLabel: (page, pages) => t('print.pageOf', { page, pages }),
  };
}
