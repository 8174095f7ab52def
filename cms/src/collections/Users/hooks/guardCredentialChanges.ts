import { type CollectionBeforeOperationHook, ValidationError } from 'payload';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { publicApiError } from '../../../utilities/publicApiError';
import { canChangeCredentials } from '../access/canChangeCredentials';
import { passwordMatches } from '../auth/passwordHash';

interface CredentialData {
  email?: unknown;
  password?: unknown;
  currentPassword?: unknown;
  'confirm-password'?: unknown;
}

/**
 * Rules for changing how a user signs in, checked before Payload's update operation:
 * - only the user or an admin may change a user's e-mail address or password (403 otherwise);
 * - a user changing their own must give their current password (`currentPassword`), so a
 *   session left open, or an admin acting as the user, cannot take the account over;
 * - when the repeated password is sent (`confirm-password`, as the admin form does), it must
 *   match.
 * Payload then stores the new password and ends the user's other sessions (the one making the
 * change stays signed in). System writes (`overrideAccess`, e.g. the seed) are not checked.
 */
export const guardCredentialChanges: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'update' || (args as { overrideAccess?: boolean }).overrideAccess) return args;
  const { data, id } = args as { data?: CredentialData; id?: number | string };
  if (!data) return args;
  const newPassword =
    typeof data.password === 'string' && data.password !== '' ? data.password : undefined;
  const newEmail = typeof data.email === 'string' ? data.email.toLowerCase().trim() : undefined;
  if (newPassword === undefined && newEmail === undefined) return args;
  const t = await adminTranslator(req);

  if (id === undefined) {
    // A bulk update (PATCH /api/users?where=…) touching credentials: admins only.
    if (canChangeCredentials(req, undefined)) return args;
    throw publicApiError(t('admin.account.error.credentialsForbidden'), 403);
  }
  const user = await req.payload.db.findOne<{
    id: number;
    email?: string;
    hash?: string;
    salt?: string;
  }>({
    collection: collection.slug,
    req,
    where: { id: { equals: id } },
  });
  // Unknown or unreadable ids are Payload's to answer (404), after its access checks.
  if (!user) return args;
  const emailChanges = newEmail !== undefined && newEmail !== user.email?.toLowerCase();
  if (newPassword === undefined && !emailChanges) return args;

  if (!canChangeCredentials(req, id)) {
    throw publicApiError(t('admin.account.error.credentialsForbidden'), 403);
  }
  const errors: { message: string; path: string }[] = [];
  if (newPassword !== undefined && typeof data['confirm-password'] === 'string') {
    if (data['confirm-password'] !== newPassword) {
      errors.push({
        message: t('admin.account.error.passwordsDoNotMatch'),
        path: 'confirm-password',
      });
    }
  }
  if (String(req.user?.id) === String(id)) {
    const current = typeof data.currentPassword === 'string' ? data.currentPassword : '';
    if (current === '') {
      errors.push({
        message: t('admin.account.error.currentPasswordRequired'),
        path: 'currentPassword',
      });
    } else if (!(await passwordMatches(user, current))) {
      errors.push({
        message: t('admin.account.error.currentPasswordWrong'),
        path: 'currentPassword',
      });
    }
  }
  if (errors.length > 0) {
    const error = new ValidationError({ collection: collection.slug, errors, req }, req.t);
    // The admin shows this message in its toast (and marks the fields from `data.errors`):
    // what is wrong, rather than Payload's "The following field is invalid: currentPassword".
    error.message = errors.map(({ message }) => message).join(' ');
    throw error;
  }
  return args;
};
