import { usePage } from '../PageContext';
import './SiteFooter.css';

const LINKS = [
  { rest: '/help', label: 'footer.help' },
  { rest: '/faq', label: 'footer.faq' },
  { rest: '/terms', label: 'footer.terms' },
] as const;

/** 'https://www.nutrischeme.com/' → 'www.nutrischeme.com', the address as people say it. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The footer of every page: the brand's help, FAQ and terms pages, and who runs the site (the
 * brand's company, linking to its main site). `rest` is the page's path without its locale
 * prefix, so the link to the page being read is marked as current.
 */
export function SiteFooter({ rest }: { rest: string }) {
  const { t, href, brand } = usePage();
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="site-footer-links">
          {LINKS.map((link) => (
            <li key={link.rest}>
              <a href={href(link.rest)} aria-current={rest === link.rest ? 'page' : undefined}>
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {brand && (
        <p className="site-footer-company">
          <span>{brand.companyName}</span>
          <a href={brand.homeUrl}>{hostOf(brand.homeUrl)}</a>
        </p>
      )}
    </footer>
  );
}
