import { isLocale, type LocalizedText } from '@nutrimenu/core/locale';
import type { StoredResult } from '../collections/Recipes/tagConflicts/storedResult';

// The shapes the public builders read with `locale: 'all'`, where a localized field is an object
// of locales (Payload's generated types describe single-locale reads only).

export type Id = number | string;

/** A localized field read with `locale: 'all'`: a locale left empty is null. */
export type StoredText = Record<string, string | null | undefined> | string | null | undefined;

export interface StoredImageSize {
  url?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface StoredMedia extends StoredImageSize {
  id: Id;
  alt?: StoredText;
  sizes?: Record<string, StoredImageSize | null | undefined> | null;
}

export interface StoredRestaurant {
  id: Id;
  updatedAt?: string | null;
  name: string;
  slug?: string | null;
  brand?: { key?: string | null } | Id | null;
  city: string;
  citySlug?: string | null;
  address?: string | null;
  phone?: string | null;
  links?: Record<string, string | null | undefined> | null;
  logo?: StoredMedia | Id | null;
  cover?: StoredMedia | Id | null;
  specifics?: string[] | null;
  publicMenu?: boolean | null;
  defaultLocale?: string | null;
  offeredLocales?: string[] | null;
  currency?: string | null;
}

export interface StoredMenuSection {
  id?: string | null;
  title?: StoredText;
  dishes?: (Id | { id: Id })[] | null;
}

export interface StoredMenu {
  id: Id;
  updatedAt?: string | null;
  name?: StoredText;
  slug?: string | null;
  isDefault?: boolean | null;
  sections?: StoredMenuSection[] | null;
}

export interface StoredRecipe {
  id: Id;
  updatedAt?: string | null;
  name?: StoredText;
  slug?: string | null;
  description?: StoredText;
  category?: string | null;
  price?: number | null;
  onMenu?: boolean | null;
  image?: StoredMedia | Id | null;
  tags?: string[] | null;
  frozen?: boolean | null;
  computed?: { result?: StoredResult | null; stale?: boolean | null } | null;
}

export interface StoredVideo {
  id: Id;
  url?: string | null;
  poster?: StoredMedia | Id | null;
}

export interface StoredBrand {
  id: Id;
  key: string;
  name: string;
  companyName: string;
  hosts?: { host?: string | null }[] | null;
  homeUrl: string;
  themeColor?: string | null;
  isFallback?: boolean | null;
  iconSmall?: StoredMedia | Id | null;
  iconBig?: StoredMedia | Id | null;
  iconLarge?: StoredMedia | Id | null;
  appleIcon?: StoredMedia | Id | null;
  msIcon?: StoredMedia | Id | null;
  shareImage?: StoredMedia | Id | null;
  promoVideo?: StoredVideo | Id | null;
  contact?: { email?: string | null; phone?: string | null; address?: string | null } | null;
}

/** The id of a relationship value, populated or not. */
export function idOf(value: Id | { id: Id } | null | undefined): Id | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? value.id : value;
}

/** A populated relationship, or `null` when it was left as an id (or is empty). */
export function populated<T extends object>(value: T | Id | null | undefined): T | null {
  return value !== null && typeof value === 'object' ? value : null;
}

/** A stored localized text as core's `LocalizedText`: empty locales and unknown keys dropped. */
export function localizedText(value: StoredText): LocalizedText | string {
  if (typeof value === 'string') return value;
  const text: LocalizedText = {};
  for (const [locale, entry] of Object.entries(value ?? {})) {
    if (isLocale(locale) && typeof entry === 'string') text[locale] = entry;
  }
  return text;
}
