import type { Config } from '../payload-types';

type Locale = Config['locale'];

/**
 * A localized field as a `locale: 'all'` read returns it: one value per locale, a locale never
 * filled absent, one emptied null.
 */
export type PerLocale<V> = Partial<Record<Locale, V | null>>;

/**
 * The generated document type `T` as a `locale: 'all'` read returns it. Payload's generated
 * types describe a read in one locale, and do not say which fields are localized, so `K` names
 * them (as the collection config does).
 *
 * @example
 * type MediaAllLocales = AllLocales<Media, 'alt'>; // alt?: { en?: string | null, ro?: ... }
 */
export type AllLocales<T, K extends keyof T> = Omit<T, K> & {
  [P in keyof Pick<T, K>]: PerLocale<NonNullable<T[P]>> | Extract<T[P], null | undefined>;
};

/**
 * `T` with some fields' types replaced: a relationship whose populated document is itself read
 * in every locale, or an array whose items hold localized fields.
 */
export type Override<T, O extends { [P in keyof O]: P extends keyof T ? unknown : never }> = Omit<
  T,
  keyof O
> &
  O;
