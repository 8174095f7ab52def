/**
 * The version of core's arithmetic, stamped on every result the CMS stores (a recipe's
 * `computed` and `costing` groups). At start, and after a library re-import, the CMS recomputes
 * in the background every stored result stamped with an older version (or none).
 *
 * The rule: add one whenever a change here can move a stored figure of an unchanged recipe:
 * nutrition, rounding, allergens or additives, the ingredient list's wording, gross and net
 * weights, yields, cost or any economics computed from them. Do not bump for changes that only
 * refuse new input, rename code or touch what is computed live and never stored.
 *
 * History: 1, the first stamped arithmetic (added water, drinks per 100 ml, gross weights of
 * sub-recipes).
 */
export const ENGINE_VERSION = 1;
