import type { Access } from 'payload';
import { isAdmin } from './roles';

/** Provider staff only. */
export const isProviderAdmin: Access = ({ req }) => isAdmin(req);
