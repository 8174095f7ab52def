import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
} from '@payloadcms/richtext-lexical';
import type { RichTextField } from 'payload';

/**
 * The editor of the brand's public pages: text, headings under the page title, lists, quotes
 * and links to addresses only (no uploads, internal links, alignment or colours), exactly what
 * `lib/lexicalToSafeHtml` renders for the storefront.
 */
export const pageEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    // No collection is linkable: a document reference has no public address.
    LinkFeature({ enabledCollections: [] }),
    BlockquoteFeature(),
    HorizontalRuleFeature(),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
});

/**
 * A rich-text field of a public page, with the page editor.
 *
 * @example
 * pageRichText({ name: 'body', localized: true })
 */
export function pageRichText(
  overrides: Omit<RichTextField, 'type' | 'editor'> & { name: string },
): RichTextField {
  return { ...overrides, type: 'richText', editor: pageEditor };
}
