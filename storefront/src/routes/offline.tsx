import { LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import { useEffect, useState } from 'react';
import { contentLang } from '../components/contentLang';
import { localePath } from '../localePath';
import type { KeptMenu, OfflineContent } from '../offline/readKept';
import { usePage } from '../PageContext';
import { defineRoute } from '../routeTypes';
import { DishPage } from './dish';
import './offline.css';

function useDateFormat(locale: Locale) {
  return (date: Date) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeStyle: 'short' }).format(
      date,
    );
}

function KeptMenuList({ kept }: { kept: KeptMenu }) {
  const { t, locale } = usePage();
  const formatDate = useDateFormat(locale);
  const { restaurant, menu } = kept.document;
  // A menu kept in another language than the page's is marked as such for screen readers.
  const lang = kept.locale === locale ? undefined : contentLang(kept.locale);
  return (
    <section className="offline-menu" lang={lang}>
      <h2>
        <a href={kept.path}>{restaurant.name}</a>
      </h2>
      <p className="muted">
        {menu.name}
        {kept.savedAt && ` · ${t('offline.savedAt', { date: formatDate(kept.savedAt) })}`}
      </p>
      {menu.sections
        .filter((section) => section.dishes.length > 0)
        .map((section) => (
          <section key={section.id} className="offline-section">
            <h3>{section.title}</h3>
            <ul>
              {section.dishes.map((dish) => (
                <li key={dish.id}>
                  <a
                    href={localePath(
                      kept.locale,
                      `/restaurant/${restaurant.slug}/recipes/${dish.slug}`,
                    )}
                  >
                    {dish.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}

function KeptList({ content }: { content: Extract<OfflineContent, { kind: 'list' }> }) {
  const { t } = usePage();
  if (content.menus.length === 0 && content.pages.length === 0) {
    return <p>{t('offline.nothingKept')}</p>;
  }
  return (
    <>
      <p>{t('offline.notKept')}</p>
      {content.menus.map((kept) => (
        <KeptMenuList key={kept.path} kept={kept} />
      ))}
      {content.pages.length > 0 && (
        <section className="offline-menu">
          <h2>{t('offline.otherPages')}</h2>
          <ul>
            {content.pages.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * What the service worker shows for an address it has no copy of while offline (sw.js): a dish
 * of a kept menu, rendered from that menu's document as its own page would be, or the list of
 * the menus and dishes kept on this device. Only the browser knows what it keeps, so the server
 * renders the heading and the page reads the caches once hydrated.
 */
function OfflinePage() {
  const { t, locale } = usePage();
  const formatDate = useDateFormat(locale);
  const [content, setContent] = useState<OfflineContent | null>(null);
  useEffect(() => {
    // Its own chunk: it parses menu documents (zod), which no online page needs.
    void import('../offline/readKept')
      .then(({ readKept }) => readKept(window.location.pathname))
      .then(setContent, () => setContent({ kind: 'list', menus: [], pages: [] }));
  }, []);
  useEffect(() => {
    if (content?.kind !== 'dish') return;
    const { dish, restaurant } = content.data;
    document.title = `${dish.name} – ${restaurant.name}`;
  }, [content]);
  if (content?.kind === 'dish') {
    return (
      <>
        {content.savedAt && (
          <div className="offline-notice" role="status">
            <p>{t('page.shownOffline', { date: formatDate(content.savedAt) })}</p>
          </div>
        )}
        <DishPage data={content.data} />
      </>
    );
  }
  return (
    <main id="main" className="offline-page">
      <h1>{t('offline.title')}</h1>
      {content && <KeptList content={content} />}
    </main>
  );
}

/** `/offline`: the page the service worker keeps for addresses it has no copy of. */
export const offlineRoute = defineRoute<null>({
  id: 'offline',
  load: async () => ({ kind: 'ok', data: null }),
  meta: (_data, { t }) => ({ title: t('offline.title'), noindex: true }),
  Component: OfflinePage,
});
