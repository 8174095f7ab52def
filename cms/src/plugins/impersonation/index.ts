import type { CollectionConfig, Config, Plugin } from 'payload';
import { ImpersonationEvents } from '../../collections/ImpersonationEvents';
import { exitImpersonationEndpoint } from './endpoints/exitImpersonationEndpoint';
import { impersonateEndpoint } from './endpoints/impersonateEndpoint';
import { refreshTokenEndpoint } from './endpoints/refreshTokenEndpoint';
import { endImpersonationOnSignOut } from './hooks/endImpersonationOnSignOut';
import { showImpersonatorInMe } from './hooks/showImpersonatorInMe';
import { impersonationStrategy } from './impersonationStrategy';

const BANNER = '/plugins/impersonation/components/ImpersonationBanner#ImpersonationBanner';
const BUTTON = '/plugins/impersonation/components/ImpersonateButton#ImpersonateButton';

/**
 * Impersonation (enter and exit): an admin acts as an owner or a staff
 * member, sees and does what that user can, under a banner with an exit, and every enter and exit
 * is logged. A plugin because it touches the users collection in several places (its auth
 * strategies, endpoints, hooks and edit view) and the admin's header; the pieces live in
 * `auth/impersonation`, the log in `collections/ImpersonationEvents`, the admin's parts in
 * `components/Impersonation`.
 */
export const impersonationPlugin =
  (): Plugin =>
  (config: Config): Config => {
    const usersSlug = config.admin?.user ?? 'users';
    return {
      ...config,
      collections: [
        ...(config.collections ?? []).map((collection) =>
          collection.slug === usersSlug ? withImpersonation(collection) : collection,
        ),
        ImpersonationEvents,
      ],
      admin: {
        ...config.admin,
        components: {
          ...config.admin?.components,
          header: [...(config.admin?.components?.header ?? []), BANNER],
        },
      },
    };
  };

function withImpersonation(users: CollectionConfig): CollectionConfig {
  const auth = typeof users.auth === 'object' ? users.auth : {};
  return {
    ...users,
    auth: {
      ...auth,
      // Before Payload's JWT strategy, which rejects impersonation tokens.
      strategies: [impersonationStrategy, ...(auth.strategies ?? [])],
    },
    endpoints: [
      impersonateEndpoint,
      exitImpersonationEndpoint,
      refreshTokenEndpoint,
      ...(users.endpoints || []),
    ],
    hooks: {
      ...users.hooks,
      afterLogout: [...(users.hooks?.afterLogout ?? []), endImpersonationOnSignOut],
      afterMe: [...(users.hooks?.afterMe ?? []), showImpersonatorInMe],
    },
    admin: {
      ...users.admin,
      components: {
        ...users.admin?.components,
        edit: {
          ...users.admin?.components?.edit,
          beforeDocumentControls: [
            ...(users.admin?.components?.edit?.beforeDocumentControls ?? []),
            BUTTON,
          ],
        },
      },
    },
  };
}
