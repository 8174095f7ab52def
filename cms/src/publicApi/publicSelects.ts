// The fields the public builders read. Selecting them (rather than reading whole documents and
// dropping fields) keeps private data out of the process that answers anonymous requests.

/**
 * A stored file's URL and what it is computed from: with object storage and S3_PUBLIC_URL, the
 * URL names the file's folder in the bucket (`prefix`, `_objectKey`), read from the document.
 */
export const FILE_SELECT = {
  url: true,
  filename: true,
  prefix: true,
  _objectKey: true,
} as const;

/** An image: its file, size variants and alternative text. */
export const MEDIA_SELECT = {
  ...FILE_SELECT,
  width: true,
  height: true,
  alt: true,
  sizes: true,
} as const;

export const RESTAURANT_SELECT = {
  name: true,
  slug: true,
  brand: true,
  city: true,
  citySlug: true,
  address: true,
  phone: true,
  links: true,
  logo: true,
  cover: true,
  specifics: true,
  publicMenu: true,
  defaultLocale: true,
  offeredLocales: true,
  currency: true,
  updatedAt: true,
} as const;
