import { publicImageSchema, restaurantLinksSchema } from '@nutrimenu/core/contract';

// The contract's own URL rules, so what passes here always passes the document's validation.
const httpUrl = restaurantLinksSchema.shape.website;
const assetUrl = publicImageSchema.shape.url;

/**
 * An absolute http(s) URL typed by a person, or `undefined` for anything else ('www.x.ro',
 * 'javascript:…'): one mistyped link must not take the whole menu down, nor reach a diner.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && httpUrl.safeParse(trimmed).success ? trimmed : undefined;
}

/** Like `safeHttpUrl`, also accepting the root-relative paths of files the CMS serves itself. */
export function safeAssetUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && assetUrl.safeParse(trimmed).success ? trimmed : undefined;
}

/** A non-empty trimmed text, or `undefined`, for optional fields that must not be ''. */
export function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}
