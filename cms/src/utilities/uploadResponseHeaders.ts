// Payload's policy for XML uploads (no scripts, frames or plugins), for every stored file, with
// the framing rule of the rest of the CMS.
const FILE_POLICY =
  "script-src 'none'; frame-src 'none'; object-src 'none'; frame-ancestors 'self'";

/**
 * Headers for every stored upload Payload serves (`upload.modifyResponseHeaders` of Media and
 * Videos): the browser must take the file for the type Payload detected and never sniff
 * it into HTML (an image with markup appended stays an image), and shows it rather than offering
 * a download. An SVG opened on its own runs no script: Payload sets that policy for XML types
 * only, and the CMS's own header would replace it (Next keeps config headers over a route's), so
 * every file gets it here and next.config leaves file paths to it. Payload gives this hook only
 * the headers, not the file's name, so the disposition carries none; browsers take the name from
 * the URL.
 */
export function uploadResponseHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Disposition', 'inline');
  headers.set('Content-Security-Policy', FILE_POLICY);
  return headers;
}
