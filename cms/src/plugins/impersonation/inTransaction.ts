import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload';

/**
 * Runs `work` in the request's database transaction (started here unless one is open), so a
 * session change and its log entry are written together or not at all.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const shouldCommit = await initTransaction(req);
  try {
    const result = await work();
    if (shouldCommit) await commitTransaction(req);
    return result;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
