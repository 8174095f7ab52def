import { type Locale, normalizeSearchText } from '@nutrimenu/core/locale';
import type { Translate } from '@nutrimenu/core/messages';
import type { Where } from 'payload';
import { libraryIdsByName } from '../../collections/Ingredients/search/libraryIdsByName';
import type { SignedInRequest } from '../../utilities/signedInEndpoint';
import { LINE_COLUMNS } from '../recipeColumns';
import type { RowIssue } from '../rowIssue';

/** A recipe line's ingredient as the file names it: by name, by id, or both. */
export interface IngredientRef {
  row: number;
  name: string;
  id: string;
}

interface Candidate {
  id: number;
  key: string;
}

/**
 * Resolves the ingredients recipe lines name, among those the recipe may use: the restaurant's
 * private ones and the shared library, as the user sees them. A name is compared as the
 * ingredient search compares it, folded by core's `normalizeSearchText` (case, diacritics,
 * punctuation: a slug works too); the id, which the export writes beside it,
 * tells namesakes apart. The name wins over the id when they disagree (the person changed the
 * name), the id when the name matches nothing any more (the ingredient was renamed since the
 * export). Among namesakes without an id, the restaurant's own ingredient wins over the
 * library's. Library names are matched in SQL on their folded column (libraryIdsByName), all
 * the file's names in one statement, never by reading the library.
 */
export async function resolveIngredients(
  req: SignedInRequest,
  t: Translate,
  restaurantId: number,
  locale: Locale,
  refs: readonly IngredientRef[],
): Promise<{ ids: Map<IngredientRef, number>; issues: RowIssue[] }> {
  // Names only: reading the restaurant relationship too doubles the time of a library scan.
  const find = async (where: Where) =>
    (
      await req.payload.find({
        collection: 'ingredients',
        where,
        select: { name: true },
        locale,
        depth: 0,
        pagination: false,
        user: req.user,
        overrideAccess: false,
        req,
      })
    ).docs.map((doc) => ({ id: doc.id, key: normalizeSearchText(doc.name ?? '') }));

  const own = await find({ restaurant: { equals: restaurantId } });
  const byId = new Map<number, Candidate>(own.map((candidate) => [candidate.id, candidate]));
  const wantedIds = [
    ...new Set(refs.flatMap((ref) => (/^\d{1,10}$/.test(ref.id) ? [Number(ref.id)] : []))),
  ].filter((id) => !byId.has(id));
  if (wantedIds.length > 0) {
    // Library foods only: another restaurant's ingredient is not this recipe's to use, even
    // for an admin who can read it.
    for (const doc of await find({
      and: [{ id: { in: wantedIds } }, { restaurant: { exists: false } }],
    })) {
      byId.set(doc.id, doc);
    }
  }
  const ownKeys = new Set(own.map((candidate) => candidate.key));
  const library = await libraryIdsByName(
    req,
    locale,
    refs.map((ref) => normalizeSearchText(ref.name)).filter((key) => !ownKeys.has(key)),
  );
  const libraryNamed = (key: string): Candidate[] =>
    (library.get(key) ?? []).map((id) => ({ id, key }));

  const ids = new Map<IngredientRef, number>();
  const issues: RowIssue[] = [];
  for (const ref of refs) {
    const key = normalizeSearchText(ref.name);
    const byRefId = ref.id === '' ? undefined : byId.get(Number(ref.id));
    if (ref.id !== '' && !/^\d{1,10}$/.test(ref.id)) {
      issues.push({
        row: ref.row,
        column: LINE_COLUMNS.ingredientId,
        code: 'invalid',
        message: t('admin.csv.error.unknownIngredientRef', { id: ref.id }),
      });
      continue;
    }
    if (key === '') {
      if (byRefId) ids.set(ref, byRefId.id);
      else
        issues.push({
          row: ref.row,
          column: LINE_COLUMNS.ingredientId,
          code: 'unknownIngredient',
          message: t('admin.csv.error.unknownIngredientRef', { id: ref.id }),
        });
      continue;
    }
    if (byRefId && byRefId.key === key) {
      ids.set(ref, byRefId.id);
      continue;
    }
    const ownNamed = own.filter((candidate) => candidate.key === key);
    const named = ownNamed.length > 0 ? ownNamed : libraryNamed(key);
    const [only] = named;
    if (named.length === 1 && only) ids.set(ref, only.id);
    else if (named.length === 0 && byRefId) ids.set(ref, byRefId.id);
    else if (named.length === 0) {
      issues.push({
        row: ref.row,
        column: LINE_COLUMNS.ingredient,
        code: 'unknownIngredient',
        message: t('admin.csv.error.unknownIngredient', { name: ref.name }),
      });
    } else {
      issues.push({
        row: ref.row,
        column: LINE_COLUMNS.ingredient,
        code: 'ambiguousName',
        message: t('admin.csv.error.ambiguousIngredient', {
          name: ref.name,
          ids: named.map((candidate) => candidate.id).join(', '),
          column: LINE_COLUMNS.ingredientId,
        }),
      });
    }
  }
  return { ids, issues };
}
