export { formatDay } from './formatDay';
export { formatPrice } from './formatPrice';
export { languageName } from './languageName';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  MESSAGE_FALLBACK_LOCALE,
} from './locales';
export { type LocalizedText, pickLocalized } from './localizedText';
export { type NegotiateLocaleInput, negotiateLocale } from './negotiateLocale';
export { normalizeSearchText, searchWords } from './normalizeSearchText';
export { type AcceptLanguageEntry, parseAcceptLanguage } from './parseAcceptLanguage';
export { SEARCH_FOLDED_LETTERS } from './searchFolding';
