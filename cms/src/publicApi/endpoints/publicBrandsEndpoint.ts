import { publicBrandListSchema } from '@nutrimenu/core/contract';
import { buildPublicBrands } from '../buildPublicBrands';
import { publicGetEndpoint } from './publicGetEndpoint';

/**
 * `GET /api/public/brands`: every brand (core's `publicBrandListSchema`), for the storefront to
 * dress a page by its host with core's `brandForHost`.
 */
export const publicBrandsEndpoint = publicGetEndpoint({
  path: '/public/brands',
  schema: publicBrandListSchema,
  build: async (req) => ({ document: await buildPublicBrands(req.payload) }),
});
