import {
  cmsEndpointPath,
  PUBLIC_BRANDS_PATH,
  publicBrandListSchema,
} from '@nutrimenu/core/contract';
import { buildPublicBrands } from '../buildPublicBrands';
import { publicGetEndpoint } from './publicGetEndpoint';

/**
 * `GET /api/public/brands`: every brand (core's `publicBrandListSchema`), for the storefront to
 * dress a page by its host with core's `brandForHost`.
 */
export const publicBrandsEndpoint = publicGetEndpoint({
  path: cmsEndpointPath(PUBLIC_BRANDS_PATH),
  schema: publicBrandListSchema,
  build: async (req) => ({ document: await buildPublicBrands(req.payload) }),
});
