import { cmsEndpointPath, PUBLIC_BRANDS_PATH } from '@nutrimenu/core/contract';
import type { Endpoint } from 'payload';
import { minPositionHeader } from '../readReplica/minPositionHeader';
import { readPublicBrands } from '../storedDocuments/readPublicBrands';
import { publicError } from './publicError';
import { storedDocumentResponse } from './storedDocumentResponse';

const GENERIC_ERROR = 'The server could not build this document. Please try again later.';

/**
 * `GET /api/public/brands`: every brand (core's `publicBrandListSchema`), for the storefront to
 * dress a page by its host with core's `brandForHost`; read from its stored row, built when a
 * brand, a video or a brand's image changes (publicApi/storedDocuments). From the read replica
 * when there is one that is as new as the client's copy (readOnReplica).
 */
export const publicBrandsEndpoint: Endpoint = {
  path: cmsEndpointPath(PUBLIC_BRANDS_PATH),
  method: 'get',
  handler: async (req) => {
    try {
      const atLeast = minPositionHeader(req);
      if (!atLeast.ok) return publicError(400, atLeast.message);
      const read = await readPublicBrands(req, atLeast.position);
      return read ? storedDocumentResponse(req, read) : publicError(500, GENERIC_ERROR);
    } catch (error) {
      req.payload.logger.error({ err: error, url: req.url }, 'Public brands failed');
      return publicError(500, GENERIC_ERROR);
    }
  },
};
