/**
 * The dishes a rendered menu shows, in order, by the slug of their links: every card is in the
 * HTML, and the ones the query, the filter or the remembered allergens leave out have a hidden
 * wrapper.
 *
 * @example
 * shownDishSlugs(body) // ['ciorba-de-burta', 'limonada-cu-menta']
 */
export function shownDishSlugs(body: string, restaurant = 'bistro-somes'): string[] {
  const card = new RegExp(
    `<div class="menu-dish" data-dish="[^"]*"( hidden="")?>[\\s\\S]*?/restaurant/${restaurant}/recipes/([\\w-]+)"`,
    'g',
  );
  return [...body.matchAll(card)]
    .filter((match) => match[1] === undefined)
    .map((match) => match[2] ?? '');
}
