/*
 * A stored public document as read, apart from any database access: the CMS's own reads (through
 * Payload's connection) and the production server's front (its own pool, server.ts) share it.
 */

/** A public document as stored: what the endpoint sends, and until when. */
export interface StoredDocument {
  etag: string;
  /** The JSON exactly as sent. */
  body: string;
  /** Past this instant it is built anew; null: until its data changes. */
  validUntil: Date | null;
}

/** A row of public_documents as SQL gives it (node-postgres parses timestamps to dates). */
export interface StoredDocumentSqlRow {
  etag: string;
  body: string;
  valid_until: Date | string | null;
}

/** The document of a row read with SQL. */
export function storedDocumentOfRow(row: StoredDocumentSqlRow): StoredDocument {
  return {
    etag: row.etag,
    body: row.body,
    validUntil: row.valid_until === null ? null : new Date(row.valid_until),
  };
}

/** Whether `document` may still be sent at `now`. */
export function isValidAt(document: Pick<StoredDocument, 'validUntil'>, now: Date): boolean {
  return document.validUntil === null || now.getTime() < document.validUntil.getTime();
}
