import type { PayloadRequest } from 'payload';
import type { PositionedDocument } from '../readReplica/readOnReplica';
import { storedDocumentAnswer } from './storedDocumentAnswer';

/** A stored public document's answer (storedDocumentAnswer) as a route handler returns it. */
export function storedDocumentResponse(
  req: Pick<PayloadRequest, 'headers'>,
  document: PositionedDocument,
  cacheTags: readonly string[] = [],
): Response {
  const { status, headers, body } = storedDocumentAnswer(
    req.headers.get('If-None-Match'),
    document,
    cacheTags,
  );
  return new Response(body, { status, headers });
}
