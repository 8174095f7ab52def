import { cmsEndpointPath, PUBLIC_BRANDS_PATH } from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { readPublicBrands } from '../storedDocuments/readPublicBrands';
import { publicError } from './publicError';
import { storedDocumentResponse } from './storedDocumentResponse';

const GENERIC_ERROR = 'The server could not build this document. Please try again later.';

/**
 * `GET /api/public/brands`: every brand (core's `publicBrandListSchema`), for the storefront to
 * dress a page by its host with core's `brandForHost`; read from its stored row, built when a
 * brand, a video or a brand's image changes (publicApi/storedDocuments).
 */
export const publicBrandsEndpoint: Endpoint = {
  path: cmsEndpointPath(PUBLIC_BRANDS_PATH),
  method: 'get',
  handler: async (req) => {
    try {
      const stored = await readPublicBrands(req);
      return stored ? storedDocumentResponse(req, stored) : publicError(500, GENERIC_ERROR);
    } catch (error) {
      req.payload.logger.error({ err: error, url: req.url }, 'Public brands failed');
      return publicError(500, GENERIC_ERROR);
    }
  },
};
