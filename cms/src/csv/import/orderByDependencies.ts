/**
 * Orders `nodes` so that each comes after the nodes it depends on (depth-first), and returns,
 * instead of following them, the edges that close a cycle: for recipes, the lines through which
 * a dish would contain itself. Nodes reached only through `edges` are ordered too.
 *
 * @example
 * orderByDependencies(['dish', 'sauce'], (n) => (n === 'dish' ? [{ to: 'sauce', edge: 1 }] : []))
 * // { order: ['sauce', 'dish'], cycleEdges: [] }
 */
export function orderByDependencies<T, E>(
  nodes: Iterable<T>,
  edges: (node: T) => Iterable<{ to: T; edge: E }>,
): { order: T[]; cycleEdges: E[] } {
  const order: T[] = [];
  const cycleEdges: E[] = [];
  const state = new Map<T, 'visiting' | 'done'>();
  const visit = (node: T) => {
    state.set(node, 'visiting');
    for (const { to, edge } of edges(node)) {
      const seen = state.get(to);
      if (seen === 'visiting') cycleEdges.push(edge);
      else if (seen === undefined) visit(to);
    }
    state.set(node, 'done');
    order.push(node);
  };
  for (const node of nodes) if (!state.has(node)) visit(node);
  return { order, cycleEdges };
}
