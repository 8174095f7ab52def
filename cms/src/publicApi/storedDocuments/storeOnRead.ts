import { createLocalReq, type Payload, type PayloadRequest } from 'payload';
import { type StoredDocumentRow, storeDocuments } from './storedDocumentRows';

/** What a build on a read gives: what to answer, and the rows to store for the next reads. */
export interface BuiltOnRead<T> {
  result: T;
  rows: StoredDocumentRow[];
}

/**
 * Builds a document a read found missing (a database migrated with data in it, an address
 * first asked for) or past its validity, and stores it for the next reads.
 *
 * The build reads one snapshot (REPEATABLE READ) and the rows are written in the same
 * transaction, replacing those of the same keys and the restaurant's marker row, which every
 * rebuild at save time rewrites. A save that committed during the build has thus rewritten a
 * row this write touches: PostgreSQL refuses the write (a serialization failure), and the
 * document built from the older snapshot is answered but never stored over the save's.
 */
export async function storeOnRead<T>(
  payload: Payload,
  build: (req: PayloadRequest) => Promise<BuiltOnRead<T>>,
): Promise<T> {
  const req = await createLocalReq({}, payload);
  const transactionID = await payload.db.beginTransaction({ isolationLevel: 'repeatable read' });
  if (transactionID === null) throw new Error('The database could not begin a transaction');
  req.transactionID = transactionID;
  let built: BuiltOnRead<T>;
  try {
    built = await build(req);
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
  try {
    // One at a time, in the order given (the marker first): a rebuild at save time takes the
    // marker before the documents, so the two never wait on each other in a circle.
    for (const row of built.rows) await storeDocuments(req, [row]);
    await payload.db.commitTransaction(transactionID);
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    payload.logger.info(
      { err: error },
      'A public document built on a read was not stored: its data changed meanwhile',
    );
  }
  return built.result;
}
