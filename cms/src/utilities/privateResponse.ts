/** Headers of an answer that holds one tenant's data: never cached, never sniffed. */
export const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** A file to send: its bytes or text, media type and the name it is saved under. */
export interface PrivateFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

/** A file as an attachment, never cached. `fileName` must need no quoting (see `fileName`). */
export function privateFile(file: PrivateFile): Response {
  const body = typeof file.body === 'string' ? file.body : new Uint8Array(file.body);
  return new Response(body, {
    status: 200,
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    },
  });
}

/** A JSON answer, never cached. */
export function privateJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: PRIVATE_HEADERS });
}
