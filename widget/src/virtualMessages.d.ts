// Built by the `nutrimenu-widget-messages` plugin of vite.config.ts.
declare module 'virtual:nutrimenu-messages' {
  /** Per key of WIDGET_MESSAGE_KEYS, its texts in LOCALES order joined by "|". */
  export const MESSAGES: Record<import('./widgetMessageKeys').WidgetMessageKey, string>;
}
