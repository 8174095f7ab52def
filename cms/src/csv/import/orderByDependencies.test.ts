import { expect, test } from 'vitest';
import { orderByDependencies } from './orderByDependencies';

const graph = (edges: Partial<Record<string, string[]>>) => (node: string) =>
  (edges[node] ?? []).map((to) => ({ to, edge: `${node}→${to}` }));

test.each<{
  label: string;
  edges: Partial<Record<string, string[]>>;
  order: string[];
  cycles: string[];
}>([
  { label: 'independent nodes keep their order', edges: {}, order: ['a', 'b', 'c'], cycles: [] },
  {
    label: 'a dependency comes first',
    edges: { a: ['c'], c: ['b'] },
    order: ['b', 'c', 'a'],
    cycles: [],
  },
  {
    label: 'a shared dependency once',
    edges: { a: ['c'], b: ['c'] },
    order: ['c', 'a', 'b'],
    cycles: [],
  },
  { label: 'a node using itself', edges: { a: ['a'] }, order: ['a', 'b', 'c'], cycles: ['a→a'] },
  {
    label: 'a cycle is reported by the edge closing it, not by its users',
    edges: { a: ['b'], b: ['c'], c: ['b'] },
    order: ['c', 'b', 'a'],
    cycles: ['c→b'],
  },
])('$label', ({ edges, order, cycles }) => {
  expect(orderByDependencies(['a', 'b', 'c'], graph(edges))).toEqual({ order, cycleEdges: cycles });
});
