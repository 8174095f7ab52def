import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { PageContext } from '@nutrimenu/storefront/src/PageContext';
import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { storyPage } from './storyPage';

/**
 * Puts the story inside the storefront's page context, and gives the document the locale's
 * `lang` as the storefront's HTML does (screen readers, hyphenation, axe's checks).
 */
export const withPage: Decorator = (Story, context) => {
  const page = storyPage(context);
  return (
    <PageContext.Provider value={page}>
      <DocumentLang tag={LOCALE_TAGS[page.locale]} />
      <Story />
    </PageContext.Provider>
  );
};

function DocumentLang({ tag }: { tag: string }) {
  useEffect(() => {
    document.documentElement.lang = tag;
  }, [tag]);
  return null;
}
