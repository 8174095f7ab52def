import { escapeHtml } from '@nutrimenu/core/html';
import type {
  SerializedAutoLinkNode,
  SerializedHeadingNode,
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedListNode,
  SerializedTextNode,
} from '@payloadcms/richtext-lexical';
import {
  BlockquoteHTMLConverter,
  convertLexicalToHTML,
  HorizontalRuleHTMLConverter,
  type HTMLConverter,
  LinebreakHTMLConverter,
  ParagraphHTMLConverter,
} from '@payloadcms/richtext-lexical/html';
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical';

// Lexical's text format bits (lexical's LexicalConstants).
const FORMATS: [bit: number, tag: string][] = [
  [1, 'strong'],
  [1 << 1, 'em'],
  [1 << 2, 's'],
  [1 << 3, 'u'],
  [1 << 4, 'code'],
  [1 << 5, 'sub'],
  [1 << 6, 'sup'],
];

// Diners may follow a link to a site, a mailbox or a phone; nothing else (javascript:, data:,
// relative paths into the storefront or the CMS) becomes a link.
const SAFE_HREF = /^(?:https?:\/\/\S|mailto:\S)/i;
const SAFE_TEL = /^tel:\+?[\d\s().-]+$/i;

/**
 * The href a link may carry, or `null` when the address is not an absolute http(s), mailto or
 * tel one.
 *
 * @example
 * safeHref(' https://x.ro ') // 'https://x.ro'
 * safeHref('javascript:alert(1)') // null
 */
export function safeHref(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  return SAFE_HREF.test(trimmed) || SAFE_TEL.test(trimmed) ? trimmed : null;
}

type LinkNode = SerializedLinkNode | SerializedAutoLinkNode;

const link: HTMLConverter<LinkNode> = ({ node, nodesToHTML }) => {
  const children = nodesToHTML({ nodes: node.children }).join('');
  // Internal links are disabled in the editor: a document reference has no public address.
  const href = node.fields.linkType === 'internal' ? null : safeHref(node.fields.url);
  if (href === null) return children;
  const newTab = node.fields.newTab ? ' rel="noopener noreferrer" target="_blank"' : '';
  return `<a href="${escapeHtml(href)}"${newTab}>${children}</a>`;
};

const text: HTMLConverter<SerializedTextNode> = ({ node }) =>
  FORMATS.reduce(
    (html, [bit, tag]) => (node.format & bit ? `<${tag}>${html}</${tag}>` : html),
    escapeHtml(node.text),
  );

// The page's title is its h1: headings in the body start one level below.
const heading: HTMLConverter<SerializedHeadingNode> = ({ node, nodesToHTML }) => {
  const level = Math.min(Math.max(Number(node.tag.slice(1)) || 2, 2), 6);
  return `<h${level}>${nodesToHTML({ nodes: node.children }).join('')}</h${level}>`;
};

const list: HTMLConverter<SerializedListNode> = ({ node, nodesToHTML }) => {
  const children = nodesToHTML({ nodes: node.children }).join('');
  if (node.listType !== 'number') return `<ul>${children}</ul>`;
  const start = Number.isInteger(node.start) && node.start > 1 ? ` start="${node.start}"` : '';
  return `<ol${start}>${children}</ol>`;
};

const listItem: HTMLConverter<SerializedListItemNode> = ({ node, nodesToHTML }) =>
  `<li>${nodesToHTML({ nodes: node.children }).join('')}</li>`;

// Uploads, relationships, blocks and any node a future editor feature adds are not part of the
// public pages: their text content is kept, their markup is not.
const unknown: HTMLConverter = ({ node, nodesToHTML }) => {
  const children = (node as { children?: unknown }).children;
  return Array.isArray(children) ? nodesToHTML({ nodes: children }).join('') : '';
};

const CONVERTERS = {
  ...ParagraphHTMLConverter,
  ...LinebreakHTMLConverter,
  ...BlockquoteHTMLConverter,
  ...HorizontalRuleHTMLConverter,
  tab: ' ',
  text,
  heading,
  list,
  listitem: listItem,
  link,
  autolink: link,
  unknown,
};

/**
 * The HTML of a rich-text value for the public pages, through Payload's Lexical converter with
 * converters that write no class, style or event attribute and only http(s), mailto and tel
 * links, so the result is within core's `unsafeHtmlReason` subset. Empty for an empty value.
 *
 * @example
 * lexicalToSafeHtml(page.body) // '<p>Allergens are <strong>in bold</strong>.</p>'
 */
export function lexicalToSafeHtml(data: unknown): string {
  // A stored value is JSON: anything without a root and its children renders as nothing.
  const root = (data as { root?: { children?: unknown } } | null | undefined)?.root;
  if (!root || !Array.isArray(root.children)) return '';
  return convertLexicalToHTML({
    data: data as SerializedEditorState,
    converters: CONVERTERS,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  });
}
