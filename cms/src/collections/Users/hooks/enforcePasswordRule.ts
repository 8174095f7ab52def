import { type CollectionBeforeOperationHook, ValidationError } from 'payload';
import { adminTranslator } from '../../../utilities/adminTranslator';
import { PASSWORD_MIN_LENGTH, passwordProblem } from '../auth/passwordRule';

const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword']);

/**
 * Every path that sets a password (admin creation and the first user, an invitation or reset
 * link, a change on the account page, REST, GraphQL and the local API alike) refuses one under
 * PASSWORD_MIN_LENGTH characters or on the common-password list, in the reader's language, as a
 * field error on `password` so the admin marks the field. Runs after `inviteWithoutPassword`,
 * whose random invitation passwords pass.
 */
export const enforcePasswordRule: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (!SETS_PASSWORD.has(operation)) return args;
  const password = (args as { data?: { password?: unknown } }).data?.password;
  if (typeof password !== 'string' || password === '') return args;
  const problem = passwordProblem(password);
  if (!problem) return args;
  const t = await adminTranslator(req);
  const message =
    problem === 'tooShort'
      ? t('admin.account.error.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
      : t('admin.account.error.passwordTooCommon');
  const error = new ValidationError(
    { collection: collection.slug, errors: [{ message, path: 'password' }], req },
    req.t,
  );
  // The admin's toast shows the message itself, not "The following field is invalid: password".
  error.message = message;
  throw error;
};
