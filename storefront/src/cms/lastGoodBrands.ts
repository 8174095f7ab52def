import type { PublicBrand } from '@nutrimenu/core/contract';

// Per CMS address: a process may read from more than one (tests do).
const lastGood = new Map<string, PublicBrand[]>();

/**
 * The brand list every page needs, kept from its last good answer: when the CMS later answers a
 * list that breaks the contract, or cannot answer at all, the sites go on with the brands they had
 * (logged) instead of every page becoming the error screen. With no good list yet, the error stands.
 */
export async function withLastGoodBrands(
  cmsUrl: string,
  load: () => Promise<PublicBrand[]>,
): Promise<PublicBrand[]> {
  try {
    const brands = await load();
    lastGood.set(cmsUrl, brands);
    return brands;
  } catch (error) {
    const kept = lastGood.get(cmsUrl);
    if (!kept) throw error;
    console.warn(
      `[storefront] the brand list could not be read (${error instanceof Error ? error.message : String(error)}): serving the last good one`,
    );
    return kept;
  }
}
