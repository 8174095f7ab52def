import type { PayloadRequest } from 'payload';
import { executeSql } from '../../../utilities/executeSql';
import {
  ingredientRankingSql,
  type RankedIngredientQuery,
  type RankingWeighs,
} from './ingredientRankingSql';
import { requiredWords } from './queryWordForms';

/**
 * Words this short start a word of thousands of names ("p", "pu"): weighing every match costs
 * more than the 50 ms a picker may take, so the ranking first weighs the leading ones.
 */
const SHORT_WORD_LENGTH = 3;

/**
 * The ids of the ingredients matching every word, best first, in one statement on the locale
 * rows' generated `search_vector` (two when a short query's leading foods do not settle the
 * answer, see `RankingWeighs`) (migration `ingredient_search`: names folded by
 * `nutrimenu_fold`, GIN-indexed). Other names hold names.csv's synonyms and aliases.csv's kitchen
 * words ("ochiuri", "trappista", "liszt"), so an alias is found and ranked like a name. The
 * ranking, in this order:
 * A name must hold every typed word but connector words ("de", "of") as the start of a word, a
 * plural typed also finding its singular (queryWordForms.ts).
 * 1. the restaurant's own ingredients named by every typed word as a whole word (their own
 *    version of a food) before everything else; an own ingredient where a typed word only starts
 *    a longer word ranks with the library's by the rules below, just after an equal library
 *    food (a German cook typing "Salz" wants salt, not their own "Kuhmilch-Salzlakenkäse");
 * 2. matched by the name in the asked locale, or by an other name in that locale that is exactly
 *    what was typed (Hungarian and German compounds hide the word a cook types: "liszt" is not a
 *    word of "Búzaliszt BL 55", so the flour's other name "liszt" must outrank breads "(… liszt)");
 *    then by an other name in that locale; then by names in other locales;
 * 3. a name or other name that is exactly what was typed: in the asked locale, then in any
 *    locale (a Romanian cook typing the Hungarian "trappista" wants the cheese, not an Italian
 *    "birra trappista");
 * 4. plain foods before composite dishes and brand products (`source.composite`, set by the
 *    CIQUAL import from the food's group);
 * 5. a name in the asked locale holding every typed word as a whole word, before one where a
 *    typed word only starts a longer word (Hungarian "so" is the salt "Só", not "sonka");
 * 6. a name that starts with the first word, then shorter names (the plain "Ceapă, crudă" before
 *    "Ceapă roșie, călită în ulei"), then the id, so the order is stable.
 *
 * @example
 * await rankedIngredientIds(req, { words: ['piept', 'pui'], locale: 'ro', restaurants: [3], limit: 20 })
 */
export async function rankedIngredientIds(
  req: PayloadRequest,
  query: RankedIngredientQuery,
): Promise<number[]> {
  const { words, restaurants, limit } = query;
  if (words.length === 0 || (restaurants !== 'all' && restaurants.length > 1000)) return [];
  const ranked = (weighs: RankingWeighs) =>
    executeSql<{ id: number; ahead: boolean | null }>(req, ingredientRankingSql(query, weighs));
  const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));
  if (
    restaurants !== 'all' &&
    requiredWords(words).every((word) => word.length <= SHORT_WORD_LENGTH)
  ) {
    const leading = await ranked('leading');
    // The last answered is ahead of every food left out, so none of them could have been answered.
    if (leading.length === limit && leading.at(-1)?.ahead === true) return ids(leading);
  }
  return ids(await ranked('every'));
}
