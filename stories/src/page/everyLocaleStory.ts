import type { Decorator, Parameters } from '@storybook/react-vite';
import { withEveryLocale } from './withEveryLocale';

// Seven copies of one component on one page repeat its landmarks and their names by design;
// each copy alone is checked with every rule by the component's other stories.
const REPEATED_LANDMARK_RULES = [
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
] as const;

/** A story showing its component once per locale (`withEveryLocale`), checked by axe as such. */
export const everyLocaleStory: { decorators: Decorator[]; parameters: Parameters } = {
  decorators: [withEveryLocale],
  parameters: {
    a11y: { config: { rules: REPEATED_LANDMARK_RULES.map((id) => ({ id, enabled: false })) } },
  },
};
