import { PAGE_KINDS, type PageKind } from '@nutrimenu/core/contract';
import { DEFAULT_LOCALE, type Locale } from '@nutrimenu/core/locale';
import type { PayloadRequest } from 'payload';
import { type BrandFacts, DEMO_PAGES, type DemoPageTexts } from './data/pages';
import { DEMO_BRANDS } from './demoBrands';
import { lexicalFromBlocks } from './lexicalFromBlocks';
import { writeOtherLocales } from './writeOtherLocales';

/** What a page of `kind` stores in one locale: title, body and, for the FAQ, its questions. */
function pageData(texts: DemoPageTexts, kind: PageKind): Record<string, unknown> {
  const page = texts[kind];
  const data: Record<string, unknown> = { title: page.title, body: lexicalFromBlocks(page.body) };
  if ('items' in page) {
    data.items = page.items.map(({ question, answer }) => ({
      question,
      answer: lexicalFromBlocks(answer),
    }));
  }
  return data;
}

/**
 * Creates the help, FAQ and terms pages a demo brand does not have yet (matched by brand and
 * kind), published, in all seven locales. An existing page is left as it is, whatever its
 * text: an admin's edits to the demo stay.
 */
export async function seedBrandPages(
  req: PayloadRequest,
  brandIds: ReadonlyMap<string, number>,
  log: (message: string) => void,
): Promise<void> {
  let created = 0;
  for (const { data } of DEMO_BRANDS) {
    const brand = brandIds.get(data.key);
    if (brand === undefined) throw new Error(`Demo brand ${data.key} is missing`);
    const facts: BrandFacts = {
      name: data.name,
      companyName: data.companyName,
      homeUrl: data.homeUrl,
      email: data.contact?.email ?? '',
    };
    const textsIn = (locale: Locale) => DEMO_PAGES[locale](facts);
    const existing = await req.payload.find({
      collection: 'brandPages',
      where: { brand: { equals: brand } },
      depth: 0,
      pagination: false,
      req,
      overrideAccess: true,
      select: { kind: true },
    });
    const kinds = new Set(existing.docs.map((page) => page.kind));
    for (const kind of PAGE_KINDS) {
      if (kinds.has(kind)) continue;
      const page = await req.payload.create({
        collection: 'brandPages',
        data: {
          brand,
          kind,
          _status: 'published',
          ...pageData(textsIn(DEFAULT_LOCALE), kind),
        } as never,
        locale: DEFAULT_LOCALE,
        req,
        overrideAccess: true,
        depth: 0,
      });
      await writeOtherLocales(req, 'brandPages', page.id, (locale) =>
        pageData(textsIn(locale), kind),
      );
      created += 1;
    }
  }
  if (created > 0) log(`created ${created} brand pages (help, FAQ, terms)`);
}
