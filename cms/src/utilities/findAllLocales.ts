import type { CollectionSlug, FindOptions, PaginatedDocs, Payload, SelectType } from 'payload';
import type { AllLocalesDocs } from '../readModel/documents';
import { isReadInEveryLocale } from '../readModel/isReadInEveryLocale';

type AllLocalesSlug = keyof AllLocalesDocs & CollectionSlug;

type ReadOptions<TSlug extends AllLocalesSlug> = Omit<FindOptions<TSlug, SelectType>, 'locale'>;

/**
 * `payload.find` in every locale (`locale: 'all'`), its documents typed as such a read returns
 * them (see `AllLocalesDocs`). A `select` leaves the unselected fields out at run time; read only
 * those it names.
 */
export async function findAllLocales<TSlug extends AllLocalesSlug>(
  payload: Payload,
  options: ReadOptions<TSlug>,
): Promise<PaginatedDocs<AllLocalesDocs[TSlug]>> {
  const found = await payload.find({ ...options, locale: 'all' });
  return { ...found, docs: inEveryLocale(options.collection, found.docs) };
}

/**
 * `payload.findByID` in every locale, or `null` when the document does not exist or the user may
 * not read it (`disableErrors`), typed as `findAllLocales` types its documents.
 */
export async function findByIdAllLocales<TSlug extends AllLocalesSlug>(
  payload: Payload,
  options: Pick<
    ReadOptions<TSlug>,
    'collection' | 'depth' | 'overrideAccess' | 'populate' | 'req' | 'select' | 'user'
  > & { id: number | string; draft?: boolean },
): Promise<AllLocalesDocs[TSlug] | null> {
  const doc = await payload.findByID({ ...options, locale: 'all', disableErrors: true });
  return doc ? (inEveryLocale(options.collection, [doc])[0] ?? null) : null;
}

/**
 * The documents of a `locale: 'all'` read, each checked with `isReadInEveryLocale`, which lets
 * them carry the type Payload's one-locale types cannot give them. A document that fails the
 * check means a collection's localized fields and `LOCALIZED_FIELDS` disagree: a programming
 * error, so it throws rather than hand on a mistyped document.
 */
function inEveryLocale<TSlug extends AllLocalesSlug>(
  slug: TSlug,
  docs: readonly object[],
): AllLocalesDocs[TSlug][] {
  const typed: AllLocalesDocs[TSlug][] = [];
  for (const doc of docs) {
    if (!isReadInEveryLocale(slug, doc)) {
      throw new Error(`A ${slug} document read in every locale has a field in one locale`);
    }
    typed.push(doc);
  }
  return typed;
}
