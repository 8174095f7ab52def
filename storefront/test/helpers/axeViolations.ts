import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { WCAG_TAGS } from '@nutrimenu/devstack/browser/wcagTags';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Injects axe-core into `page` and runs the WCAG 2.2 AA rules on the whole document: one line per
 * violation and element, so a failed `toEqual([])` names what to fix.
 *
 * @example
 * expect(await axeViolations(page)).toEqual([]);
 */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= await readFile(AXE, 'utf8');
  // Evaluated through the DevTools protocol, not added as an inline <script>: the storefront's
  // Content-Security-Policy refuses inline scripts, and the page under test keeps its policy.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    // Only plain data crosses back from the page.
    return result.violations.map(({ id, help, nodes }) => ({
      id,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, WCAG_TAGS);
  return violations.flatMap(({ id, help, nodes }) =>
    nodes.map((node) => `${id} (${help}): ${node.target.join(' ')}`),
  );
}
