import { useEffect, useState } from 'react';
import { usePage } from '../PageContext';
import { currentRelease } from '../runtime/releaseDescriptor';
import { watchForNewRelease } from '../runtime/watchForNewRelease';
import './UpdateBanner.css';

/**
 * Once the build descriptor names a newer release than this page's, a polite
 * banner offers to reload. The live region is rendered empty from the start (also on the
 * server, so hydration matches) because screen readers announce changes to an existing region.
 */
export function UpdateBanner() {
  const { t } = usePage();
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const current = currentRelease();
    if (current === null) return;
    return watchForNewRelease({ current, onNewRelease: () => setAvailable(true) });
  }, []);
  return (
    <div className="update-banner" role="status">
      {available ? (
        <>
          <p>{t('page.updateAvailable')}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {t('page.reload')}
          </button>
        </>
      ) : null}
    </div>
  );
}
