import type { Access } from 'payload';
import { isAdmin } from '../../../access/roles';

/**
 * Diners read published pages through `GET /api/public/pages/:kind` only; through the API,
 * provider staff see every page and its drafts, other signed-in users the published pages (as
 * they see the brands), and anonymous visitors nothing.
 */
export const readBrandPages: Access = ({ req }) => {
  if (!req.user) return false;
  if (isAdmin(req)) return true;
  return { _status: { equals: 'published' } };
};
