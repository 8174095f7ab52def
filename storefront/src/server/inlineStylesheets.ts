import { readFile } from 'node:fs/promises';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([^"]+\.css)">/g;

/**
 * The built template with its stylesheets inlined: the whole CSS is small enough to cost less
 * than the round trip a separate render-blocking request costs a phone on a slow connection
 * before it can paint the menu. `</style` cannot occur in Vite's minified CSS output except inside a string,
 * which our stylesheets do not have; it is escaped anyway.
 *
 * @example
 * const template = await inlineStylesheets(builtIndexHtml, 'dist/client/assets');
 */
export async function inlineStylesheets(template: string, assetsDir: string): Promise<string> {
  const names = [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  const styles = new Map<string, string>();
  for (const name of names) {
    const css = await readFile(path.join(assetsDir, path.basename(name)), 'utf8');
    styles.set(name, css.replaceAll('</style', '<\\/style'));
  }
  return template.replace(STYLESHEET_LINK, (_link, name: string) => {
    return `<style>${styles.get(name) ?? ''}</style>`;
  });
}
