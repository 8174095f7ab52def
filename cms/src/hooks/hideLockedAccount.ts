import { type AfterErrorHook, LockedAuth } from 'payload';

/**
 * GraphQL names the error class in `extensions.name`, and Payload throws `LockedAuth` for a locked
 * account where an unknown e-mail or a wrong password get `AuthenticationError`: the name alone
 * would tell that an e-mail has an account. The message is already the same (adminTranslations maps
 * `userLocked` to the sign-in failure text) and both answer 401, so the name is the last
 * difference. REST sends no name.
 */
export const hideLockedAccount: AfterErrorHook = ({ error, graphqlResult }) => {
  if (!graphqlResult) return;
  // GraphQL wraps the thrown error; the class name also covers a second copy of payload's classes.
  const thrown = (error as Error & { originalError?: unknown }).originalError ?? error;
  const locked = thrown instanceof LockedAuth || graphqlResult.extensions?.name === 'LockedAuth';
  if (!locked) return;
  return {
    graphqlResult: {
      ...graphqlResult,
      extensions: { ...graphqlResult.extensions, name: 'AuthenticationError' },
    },
  };
};
