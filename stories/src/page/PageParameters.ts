import type { PublicBrand } from '@nutrimenu/core/contract';
import type { RememberedAllergens } from '@nutrimenu/storefront/src/myAllergens/rememberedAllergens';

/** What a story may set (`parameters.page`) of the page its component sits in. */
export interface PageParameters {
  /** The brand serving the page; the fixture brand when absent, `null` as when brands failed. */
  brand?: PublicBrand | null;
  /** The request's query: '' or '?category=drinks', the menu's filter. */
  search?: string;
  /** The allergens the diner keeps on the device (the `myAllergens` cookie); none when absent. */
  remembered?: RememberedAllergens;
}
