import { LOCALE_NAMES, LOCALE_TAGS, type Locale } from '@nutrimenu/core/locale';
import { localeCookie } from '../localeCookie';
import { localePath } from '../localePath';
import { usePage } from '../PageContext';
import './LocaleSwitcher.css';

/**
 * Links to the same page in each of `locales`. Plain links, so switching works without
 * JavaScript: the server saves the choice in the `locale` cookie when a same-origin navigation
 * opens a prefixed path in another locale than the cookie's. A CDN may answer that click from its
 * cache without the server's Set-Cookie, so with JavaScript the click saves the choice itself.
 * Each name is written in its own language.
 */
export function LocaleSwitcher({
  locales,
  rest,
  search,
}: {
  locales: readonly Locale[];
  /** The page's path without its locale prefix: '/restaurant/x'. */
  rest: string;
  /** The query, kept so a filtered menu stays filtered: '?category=food' or ''. */
  search: string;
}) {
  const { t, locale } = usePage();
  return (
    <nav className="locale-switcher" aria-label={t('locale.switcher.label')}>
      <ul>
        {locales.map((option) => (
          <li key={option}>
            <a
              href={`${localePath(option, rest)}${search}`}
              // Filters change the query after hydration without a reload: follow them.
              onClick={(event) => {
                event.currentTarget.href = `${localePath(option, rest)}${window.location.search}`;
                // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari and Firefox versions diners still carry, and is asynchronous while the page is leaving
                document.cookie = localeCookie(option, window.location.protocol === 'https:');
              }}
              // The bare language, as in the head's alternates: the page is not for one country.
              hrefLang={option}
              lang={LOCALE_TAGS[option]}
              aria-current={option === locale ? 'page' : undefined}
            >
              {LOCALE_NAMES[option]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
