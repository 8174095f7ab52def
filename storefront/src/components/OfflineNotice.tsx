import { LOCALE_TAGS } from '@nutrimenu/core/locale';
import { useEffect, useState } from 'react';
import { usePage } from '../PageContext';
import { OFFLINE_META_NAME } from '../runtime/offlineCopy';
import './OfflineNotice.css';

function savedAtOfPage(): Date | null {
  const content = document
    .querySelector<HTMLMetaElement>(`meta[name="${OFFLINE_META_NAME}"]`)
    ?.getAttribute('content');
  const date = content ? new Date(content) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * "Shown offline, last updated …" on a page the service worker gave from its cache, the date in
 * the page's locale, so a diner knows prices or allergens may have changed since. The live region
 * is rendered empty on the server and filled after hydration (the tag exists only in the copy).
 */
export function OfflineNotice() {
  const { t, locale } = usePage();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  useEffect(() => setSavedAt(savedAtOfPage()), []);
  const date =
    savedAt &&
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeStyle: 'short' }).format(
      savedAt,
    );
  return (
    <div className="offline-notice" role="status">
      {date ? <p>{t('page.shownOffline', { date })}</p> : null}
    </div>
  );
}
