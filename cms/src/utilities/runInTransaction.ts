import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload';

/**
 * Runs `work` in one database transaction on the endpoint's own request (so access control
 * still sees its user): every local API call given `req` joins it. Committed when `work`
 * resolves, unless `rollBack` (a dry run: everything is saved and checked, then undone); rolled
 * back when it throws, so an import that fails on its tenth document leaves the first nine
 * unsaved. (Payload's operations also roll back themselves when they fail.)
 */
export async function runInTransaction<T>(
  req: PayloadRequest,
  work: () => Promise<T>,
  { rollBack = false } = {},
): Promise<T> {
  const started = await initTransaction(req);
  if (!started) throw new Error('An import needs a transaction of its own');
  try {
    const result = await work();
    if (rollBack) await killTransaction(req);
    else await commitTransaction(req);
    return result;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
