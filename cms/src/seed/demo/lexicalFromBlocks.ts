import type {
  SerializedEditorState,
  SerializedLexicalNode,
} from '@payloadcms/richtext-lexical/lexical';
import type { BrandPage } from '../../payload-types';
import type { TextBlock } from './data/pages/types';

/** A rich-text value as Payload stores it. */
export type RichTextValue = NonNullable<BrandPage['body']>;

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 };

function textNode(text: string, bold: boolean): SerializedLexicalNode {
  return {
    type: 'text',
    text,
    format: bold ? 1 : 0,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  } as SerializedLexicalNode;
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The inline nodes of a line: text, bold text and links. */
function inline(line: string): SerializedLexicalNode[] {
  const nodes: SerializedLexicalNode[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) nodes.push(textNode(line.slice(last, match.index), false));
    const [, bold, label, url] = match;
    if (bold !== undefined) {
      nodes.push(textNode(bold, true));
    } else if (label !== undefined && url !== undefined) {
      nodes.push({
        ...element,
        type: 'link',
        version: 3,
        fields: { linkType: 'custom', url, newTab: /^https?:/.test(url) },
        children: [textNode(label, false)],
      } as SerializedLexicalNode);
    }
    last = match.index + match[0].length;
  }
  if (last < line.length) nodes.push(textNode(line.slice(last), false));
  return nodes;
}

function blockNode(block: TextBlock): SerializedLexicalNode {
  if ('h2' in block) {
    return {
      ...element,
      type: 'heading',
      tag: 'h2',
      children: inline(block.h2),
    } as SerializedLexicalNode;
  }
  if ('p' in block) {
    return {
      ...element,
      type: 'paragraph',
      textFormat: 0,
      textStyle: '',
      children: inline(block.p),
    } as SerializedLexicalNode;
  }
  return {
    ...element,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: block.ul.map((item, index) => ({
      ...element,
      type: 'listitem',
      value: index + 1,
      children: inline(item),
    })),
  } as SerializedLexicalNode;
}

/**
 * The Lexical editor state of some blocks of text, as the admin's editor would save it.
 *
 * @example
 * lexicalFromBlocks([{ h2: 'Allergens' }, { p: 'Shown **in bold**.' }])
 */
export function lexicalFromBlocks(blocks: readonly TextBlock[]): RichTextValue {
  const state: SerializedEditorState = {
    root: { ...element, type: 'root', children: blocks.map(blockNode) },
  } as SerializedEditorState;
  return state as RichTextValue;
}
