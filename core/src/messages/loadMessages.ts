import type { Locale } from '../locale/locales';
import type { Messages } from './en';

// One literal import() per locale, so bundlers emit one chunk per catalog and a page
// downloads only the locale it shows (message files load lazily).
const LOADERS: Record<Locale, () => Promise<Messages>> = {
  en: () => import('./en').then((module) => module.en),
  ro: () => import('./ro').then((module) => module.ro),
  fr: () => import('./fr').then((module) => module.fr),
  it: () => import('./it').then((module) => module.it),
  es: () => import('./es').then((module) => module.es),
  hu: () => import('./hu').then((module) => module.hu),
  de: () => import('./de').then((module) => module.de),
};

/**
 * Loads the interface messages of one locale, in its own chunk.
 *
 * @example
 * const messages = await loadMessages('ro');
 * messages['dish.frozen'] // 'Din produs decongelat'
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return LOADERS[locale]();
}
