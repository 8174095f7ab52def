import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { WCAG_TAGS } from '@nutrimenu/devstack/browser/wcagTags';
import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the failing elements (at most five). */
  targets: string[];
}

let source: string | undefined;

/**
 * Runs axe-core (node_modules/axe-core/axe.min.js, evaluated in the page) on the whole
 * document with the WCAG 2.2 AA rules and returns the violations in a short form that reads well
 * in a failed assertion.
 *
 * @example
 * expect(await runAxe(page)).toEqual([]);
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  source ??= await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, not added as an inline <script>: the storefront's
  // Content-Security-Policy refuses inline scripts, and the page under test keeps its policy.
  await page.evaluate(source);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    };
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
  }, WCAG_TAGS);
}
