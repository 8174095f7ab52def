import { usePage } from '../PageContext';

/**
 * The first link of every page, shown when focused: it jumps over the language list to the
 * page's `<main id="main">` (WCAG 2.4.1).
 */
export function SkipLink() {
  const { t } = usePage();
  return (
    <a className="skip-link" href="#main">
      {t('page.skipToContent')}
    </a>
  );
}
