import { usePage } from '../PageContext';

/**
 * The 404 and generic error screens of spec sections 2 and 8. "Go to Home" leads to the brand's
 * main site; without a brand (the brand list itself failed) to this site's home.
 */
export function ErrorScreen({ kind }: { kind: 'not-found' | 'error' }) {
  const { t, href, brand } = usePage();
  return (
    <main className="error-screen">
      <h1>{t(kind === 'not-found' ? 'error.notFound.title' : 'error.generic.title')}</h1>
      <a href={brand?.homeUrl ?? href('/')}>{t('error.goHome')}</a>
    </main>
  );
}
