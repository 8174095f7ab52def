/**
 * The build descriptor: the Vite build writes `{ "release": id }` to
 * this path and the id of the same build into a meta tag of the page; a page whose id differs
 * from the descriptor's was served by an older release.
 */
export const BUILD_DESCRIPTOR_PATH = '/build.json';

/** `<meta name="nutrimenu-release" content="…">`, in the built index.html. */
export const RELEASE_META_NAME = 'nutrimenu-release';

/** The release this page belongs to, or null when it carries none (a hand-made template). */
export function currentRelease(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META_NAME}"]`);
  return meta?.content || null;
}
