import { LOCALES } from '@nutrimenu/core/locale';
import { createTranslator } from '@nutrimenu/core/messages';
import { useEffect, useMemo } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorScreen } from './components/ErrorScreen';
import { LocaleSwitcher } from './components/LocaleSwitcher';
import { OfflineNotice } from './components/OfflineNotice';
import { SiteFooter } from './components/SiteFooter';
import { SkipLink } from './components/SkipLink';
import { UpdateBanner } from './components/UpdateBanner';
import { localePath } from './localePath';
import { PageContext, type PageContextValue } from './PageContext';
import type { PagePayload } from './PagePayload';
import { routeById } from './routes';

/** A whole page, the same on the server and in the browser: the payload decides everything. */
export function App({ payload }: { payload: PagePayload }) {
  const { locale, messages, brand, search, origin, remembered } = payload;
  const context = useMemo<PageContextValue>(
    () => ({
      locale,
      brand,
      // No fallback catalog: every catalog has every key (core's tests), and sending English
      // along with each page would only add bytes.
      t: createTranslator(locale, messages),
      href: (rest) => localePath(locale, rest),
      search,
      origin,
      remembered,
    }),
    [locale, messages, brand, search, origin, remembered],
  );
  // Marks the document once React owns it, for browser tests and for styles that need JS.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const route = payload.routeId === null ? undefined : routeById(payload.routeId);
  // A restaurant's pages exist in the locales it offers; every other page in all of them.
  const locales =
    payload.screen === 'page' && route?.locales ? route.locales(payload.data) : LOCALES;
  return (
    <PageContext.Provider value={context}>
      <SkipLink />
      <LocaleSwitcher locales={locales} rest={payload.rest} search={payload.search} />
      <OfflineNotice />
      <ErrorBoundary>
        {payload.screen === 'page' && route ? (
          <route.Component data={payload.data} />
        ) : (
          <ErrorScreen kind={payload.screen === 'page' ? 'error' : payload.screen} />
        )}
      </ErrorBoundary>
      <SiteFooter rest={payload.rest} />
      <UpdateBanner />
    </PageContext.Provider>
  );
}
