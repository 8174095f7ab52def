import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload';

/**
 * Runs `work` with a request that carries one database transaction, committed when `work`
 * resolves and rolled back when it throws. Every local API call given this `req` joins it: a
 * seed or an import that fails halfway leaves nothing behind, and the next start begins again
 * from a clean state. One transaction is also much faster than one per write.
 */
export async function withTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ context: {} }, payload);
  await initTransaction(req);
  try {
    const result = await work(req);
    await commitTransaction(req);
    return result;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
