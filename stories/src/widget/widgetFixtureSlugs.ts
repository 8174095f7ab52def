/**
 * The restaurants the widget stories ask for: the first two have a public menu document written
 * by scripts/writeWidgetApi.ts, the last has none (the endpoint answers 404).
 */
export const WIDGET_FIXTURE_SLUGS = {
  menu: 'demo-bistro',
  longNames: 'long-names',
  missing: 'no-such-restaurant',
} as const;
