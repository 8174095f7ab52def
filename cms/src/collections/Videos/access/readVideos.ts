import type { Access } from 'payload';

/**
 * A brand's promotional video plays on its public home page, so anyone may download the file by
 * its URL (`/api/videos/file/:filename`, with Range requests for seeking); the documents
 * themselves are read through the API by signed-in users only, like the brands that use them.
 */
export const readVideos: Access = ({ req }) =>
  Boolean(req.routeParams?.filename) || Boolean(req.user);
