export { escapeHtml } from './escapeHtml';
