import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload';

/**
 * Runs `work` in a database transaction on `req`: every local API call given `req` joins it.
 * When `req` has no transaction yet, one is begun here and committed when `work` resolves (or,
 * with `rollBack`, undone: a dry run saves and checks everything, then leaves nothing). When
 * `req` is already in one, `work` joins it and the owner of that transaction commits it. A throw
 * rolls the transaction back either way, as Payload's own operations do, so an import that fails
 * on its tenth document leaves the first nine unsaved; commit and rollback both release the
 * connection. For a script without a request, make one with `createLocalReq`.
 *
 * @example
 * await runInTransaction(req, () => payload.create({ collection: 'recipes', data, req }));
 */
export async function runInTransaction<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
  { rollBack = false } = {},
): Promise<T> {
  const started = await initTransaction(req);
  // Undoing a transaction someone else began would undo their work too.
  if (rollBack && !started) throw new Error('A rolled-back run needs a transaction of its own');
  try {
    const result = await work();
    if (started) {
      if (rollBack) await killTransaction(req);
      else await commitTransaction(req);
    }
    return result;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
