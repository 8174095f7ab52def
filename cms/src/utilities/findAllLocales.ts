import type { CollectionSlug, FindOptions, PaginatedDocs, Payload, SelectType } from 'payload';
import type { AllLocalesDocs } from '../readModel/documents';

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
  return { ...found, docs: inEveryLocale<TSlug>(found.docs) };
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
  return doc ? (inEveryLocale<TSlug>([doc])[0] ?? null) : null;
}

/**
 * The one place a Payload read is narrowed by hand. Payload's generated types describe a read in
 * one locale and do not record which fields are localized, so they cannot type a `locale: 'all'`
 * read; `AllLocalesDocs` derives that type from the generated one and the localized field names.
 */
function inEveryLocale<TSlug extends AllLocalesSlug>(
  docs: readonly object[],
): AllLocalesDocs[TSlug][] {
  return docs as unknown as AllLocalesDocs[TSlug][];
}
