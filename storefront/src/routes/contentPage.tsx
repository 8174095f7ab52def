import type { PageKind, PublicPage } from '@nutrimenu/core/contract';
import { formatDay, LOCALE_TAGS, languageName } from '@nutrimenu/core/locale';
import { usePage } from '../PageContext';
import { defineRoute, type RouteModule } from '../routeTypes';
import { brandThemeStyle } from '../styles/brandThemeStyle';
import './contentPage.css';

interface ContentPageData {
  page: PublicPage;
  /** The page's last change, written for the locale on the server, so both sides show the same. */
  updated: string;
}

/**
 * A brand's help, FAQ or terms page. Its HTML comes from the CMS's rich-text converter and was
 * checked against core's safe subset by the contract (no script, style or unsafe link) before
 * it reached this component, which is why it may be inserted as markup.
 */
function ContentPage({ data }: { data: ContentPageData }) {
  const { t, brand, locale } = usePage();
  const { page } = data;
  const shownIn = page.fallbackLocale;
  return (
    <main id="main" className="content-page" style={brandThemeStyle(brand)}>
      {shownIn !== null && (
        <p className="notice">
          {t('contentPage.fallbackLocale', { language: languageName(shownIn, locale) })}
        </p>
      )}
      <article
        className="content-page-article"
        lang={shownIn === null ? undefined : LOCALE_TAGS[shownIn]}
      >
        <h1>{page.title}</h1>
        {page.html !== '' && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: contract-checked safe subset (see above).
          <div className="content-page-prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        )}
        {page.items.length > 0 && (
          <div className="content-page-questions">
            {page.items.map((item) => (
              <details key={item.question} className="content-page-question">
                <summary>{item.question}</summary>
                <div
                  className="content-page-prose"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: contract-checked safe subset (see above).
                  dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                />
              </details>
            ))}
          </div>
        )}
      </article>
      <p className="muted">{t('contentPage.updatedAt', { date: data.updated })}</p>
    </main>
  );
}

function contentPageRoute(kind: PageKind): RouteModule<unknown> {
  return defineRoute<ContentPageData>({
    id: kind,
    load: async ({ locale, cms, brand }) => {
      // The request's brand picks the page: each brand writes its own help, FAQ and terms.
      const page = await cms.page(kind, brand.key, locale);
      if (page === null) return { kind: 'not-found' };
      return { kind: 'ok', data: { page, updated: formatDay(page.updatedAt, locale) } };
    },
    meta: ({ page }, { brand }) => ({
      title: brand ? `${page.title} – ${brand.name}` : page.title,
    }),
    Component: ContentPage,
  });
}

/** `/help`: how to read the menu, allergens, nutrition values, Nutri-Score, frozen marker. */
export const helpRoute = contentPageRoute('help');

/** `/faq`: the brand's frequently asked questions, each a disclosure. */
export const faqRoute = contentPageRoute('faq');

/** `/terms`: the brand's terms and conditions. */
export const termsRoute = contentPageRoute('terms');
