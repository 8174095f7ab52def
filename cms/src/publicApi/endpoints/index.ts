import { brandSitemapEndpoint } from './brandSitemapEndpoint';
import { promoCaptionsEndpoint } from './promoCaptionsEndpoint';
import { publicBrandsEndpoint } from './publicBrandsEndpoint';
import { publicMenuEndpoint } from './publicMenuEndpoint';
import { publicPageEndpoint } from './publicPageEndpoint';
import { publicPreflightEndpoint } from './publicPreflightEndpoint';
import { restaurantListingEndpoint } from './restaurantListingEndpoint';
import { shareCardEndpoint } from './shareCardEndpoint';

/** The anonymous, cacheable endpoints the storefront and the widget read (root `endpoints`). */
export const publicEndpoints = [
  publicMenuEndpoint,
  restaurantListingEndpoint,
  publicBrandsEndpoint,
  promoCaptionsEndpoint,
  brandSitemapEndpoint,
  publicPageEndpoint,
  shareCardEndpoint,
  publicPreflightEndpoint,
];
