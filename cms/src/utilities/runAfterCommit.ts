import type { PayloadRequest } from 'payload';

/**
 * Runs `task` once the request's database transaction has committed, or at once when the request
 * has none; never when it rolls back. Hooks run inside the transaction: a side effect that makes
 * someone read the data (a storefront told to revalidate) must wait for the commit, or it reads
 * the old state and caches it. Payload has no after-commit hook, so this wraps the commit of the
 * adapter's session (`db.sessions[id].resolve`, part of Payload's adapter interface); nested
 * operations share the session, so the task runs after the outermost save commits.
 */
export async function runAfterCommit(req: PayloadRequest, task: () => void): Promise<void> {
  const transactionID = await req.transactionID;
  const session =
    transactionID !== undefined && transactionID !== null
      ? req.payload.db.sessions?.[String(transactionID)]
      : undefined;
  if (!session) {
    task();
    return;
  }
  const commit = session.resolve;
  session.resolve = async () => {
    await commit();
    try {
      task();
    } catch (error) {
      req.payload.logger.error({ err: error }, 'A task after the commit failed');
    }
  };
}
