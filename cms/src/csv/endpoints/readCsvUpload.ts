import type { Translate } from '@nutrimenu/core/messages';
import { MAX_UPLOAD_BYTES, VALIDATION_MESSAGES } from '@nutrimenu/core/validation';
import type { PayloadRequest } from 'payload';
import { EndpointError } from '../../utilities/EndpointError';

/** Room for a multipart request's boundaries and part headers around a file at the limit. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new EndpointError(413, VALIDATION_MESSAGES.maxFileSize);

/**
 * The request body, read as it streams in and refused (413) as soon as it passes `limit`, so an
 * oversized upload is neither buffered whole nor parsed. A Content-Length above the limit is
 * refused before reading anything.
 */
async function readBody(req: PayloadRequest, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** UTF-8 text, or a 400 telling the person how to save the file so that it is. */
function decodeUtf8(bytes: Uint8Array, t: Translate): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new EndpointError(400, t('admin.csv.error.notUtf8'));
  }
}

/**
 * The CSV text of an import request: a multipart form upload (field `file`, as the admin's
 * button sends it) or the file itself as the body (`text/csv` or `text/plain`, as scripts send
 * it). At most 2 MB (the spec's upload limit; 413 with the rule's message beyond), UTF-8 with or
 * without a byte-order mark.
 */
export async function readCsvUpload(req: PayloadRequest, t: Translate): Promise<string> {
  const header = req.headers.get('content-type') ?? '';
  const type = header.toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    const body = await readBody(req, MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD);
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': header } }).formData();
    } catch {
      throw new EndpointError(400, t('admin.csv.error.noFile'));
    }
    const file = form.get('file');
    if (file === null) throw new EndpointError(400, t('admin.csv.error.noFile'));
    if (typeof file === 'string') return file;
    if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
    return decodeUtf8(new Uint8Array(await file.arrayBuffer()), t);
  }
  if (type.startsWith('text/csv') || type.startsWith('text/plain')) {
    return decodeUtf8(await readBody(req, MAX_UPLOAD_BYTES), t);
  }
  throw new EndpointError(415, t('admin.csv.error.unsupportedType'));
}
