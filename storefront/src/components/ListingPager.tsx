import { usePage } from '../PageContext';
import './ListingPager.css';

/**
 * The links to a paged listing's previous and next pages, and where this page stands. Plain
 * links, so the pages work without JavaScript and a crawler follows them; none with one page.
 */
export function ListingPager({
  page,
  pageCount,
  pagePath,
}: {
  page: number;
  pageCount: number;
  /** The path of another page of the same listing, without locale prefix. */
  pagePath: (page: number) => string;
}) {
  const { t, href } = usePage();
  if (pageCount <= 1) return null;
  return (
    <nav className="listing-pager" aria-label={t('restaurants.pages.label')}>
      {page > 1 && (
        <a href={href(pagePath(page - 1))} rel="prev">
          {t('restaurants.pages.previous')}
        </a>
      )}
      <span aria-current="page">{t('restaurants.pages.position', { page, pageCount })}</span>
      {page < pageCount && (
        <a href={href(pagePath(page + 1))} rel="next">
          {t('restaurants.pages.next')}
        </a>
      )}
    </nav>
  );
}
