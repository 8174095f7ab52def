// Only English is re-exported: the other catalogs stay behind loadMessages' dynamic imports
// (or their own subpath), so importing this module does not pull every language into a bundle.
export { type CompiledMessage, compileMessages } from './compileMessages';
export {
  createTranslator,
  type MessageCatalog,
  type MessageValues,
  type Translate,
} from './createTranslator';
export { en, type MessageKey, type Messages } from './en';
export { loadMessages } from './loadMessages';
