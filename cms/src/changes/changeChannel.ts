/**
 * The PostgreSQL notification channel that carries committed changes of public content from the
 * CMS instance that saved them to every CMS instance's change stream (a plain identifier: it is
 * written into `LISTEN`, which takes no parameter).
 */
export const CHANGE_CHANNEL = 'nutrimenu_content_changes';
