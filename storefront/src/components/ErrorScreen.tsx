import { usePage } from '../PageContext';

/** The 404 and generic error screens of spec section 8, with the brand's way home. */
export function ErrorScreen({ kind }: { kind: 'not-found' | 'error' }) {
  const { t, href } = usePage();
  return (
    <main className="error-screen">
      <h1>{t(kind === 'not-found' ? 'error.notFound.title' : 'error.generic.title')}</h1>
      <a href={href('/')}>{t('error.goHome')}</a>
    </main>
  );
}
