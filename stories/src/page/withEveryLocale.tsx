import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from '@nutrimenu/core/locale';
import { PageContext } from '@nutrimenu/storefront/src/PageContext';
import type { Decorator } from '@storybook/react-vite';
import { storyPage } from './storyPage';

/**
 * Renders the story once per locale of core's list, one after the other, each in its own page
 * context and marked with its language: every translation checked at a glance (and by the test:
 * a missing message shows as its key).
 */
export const withEveryLocale: Decorator = (Story, context) => (
  <div className="story-every-locale">
    {LOCALES.map((locale) => (
      <div key={locale} lang={LOCALE_TAGS[locale]} className="story-locale">
        <p className="story-locale-name">{LOCALE_NAMES[locale]}</p>
        <PageContext.Provider value={storyPage({ ...context, globals: { locale } })}>
          <Story />
        </PageContext.Provider>
      </div>
    ))}
  </div>
);
