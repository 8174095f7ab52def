import type { JsonLdNode, JsonLdValue } from '../JsonLdNode';

/** The node without its undefined properties, so the JSON and test expectations stay exact. */
export function compact(node: Record<string, JsonLdValue | undefined>): JsonLdNode {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined));
}
