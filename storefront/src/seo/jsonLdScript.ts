import type { JsonLdNode } from './JsonLdNode';

/**
 * A `<script type="application/ld+json">` element carrying `node`. `<`, `>` and `&` are written
 * as JSON escapes, so no text of a dish (`</script>`, `<!--`) can end the element early; the
 * JSON parses to the same values.
 *
 * @example
 * jsonLdScript({ '@type': 'MenuItem', name: '</script>' })
 * // '<script type="application/ld+json">{"@type":"MenuItem","name":"\\u003c/script\\u003e"}</script>'
 */
export function jsonLdScript(node: JsonLdNode): string {
  const json = JSON.stringify(node)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}
