import { usePage } from '../PageContext';
import { brandThemeStyle } from '../styles/brandThemeStyle';
import './ErrorScreen.css';

/**
 * The 404 and generic error screens. "Go to Home" leads to the brand's
 * main site; without a brand (the brand list itself failed) to this site's home. 'unavailable'
 * is the CMS being down with nothing cached: a passing state, so it says to try again.
 */
export function ErrorScreen({ kind }: { kind: 'not-found' | 'error' | 'unavailable' }) {
  const { t, href, brand } = usePage();
  return (
    <main id="main" className="error-screen" style={brandThemeStyle(brand)}>
      <h1>
        {t(
          kind === 'not-found'
            ? 'error.notFound.title'
            : kind === 'unavailable'
              ? 'error.unavailable.title'
              : 'error.generic.title',
        )}
      </h1>
      {kind === 'unavailable' ? <p>{t('error.unavailable.text')}</p> : null}
      <a className="button button-primary" href={brand?.homeUrl ?? href('/')}>
        {t('error.goHome')}
      </a>
    </main>
  );
}
