import type { Access } from 'payload';
import { readOwnOrGlobal } from '../../../access/ownOrGlobal';

/**
 * Image files are what diners see on public menus, so anyone may download one by its file URL
 * (`/api/media/file/:filename`); listing and reading media documents through the API stays
 * limited to one's own restaurants and the shared brand assets.
 */
export const readMedia: Access = (args) => {
  if (args.req.routeParams?.filename) return true;
  return readOwnOrGlobal(args);
};
