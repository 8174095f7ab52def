/**
 * Headers for every stored upload Payload serves (`upload.modifyResponseHeaders` of Media and
 * Videos, issue 15): the browser must take the file for the type Payload detected and never sniff
 * it into HTML (an image with markup appended stays an image), and shows it rather than offering
 * a download. Payload gives this hook only the headers, not the file's name, so the disposition
 * carries none; browsers take the name from the URL.
 */
export function uploadResponseHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Disposition', 'inline');
  return headers;
}
