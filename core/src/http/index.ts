// HTTP rules the CMS's and the storefront's servers share (Node only: no browser bundle imports it).
export { chooseEncoding, PAGE_ENCODINGS, type PageEncoding } from './chooseEncoding';
