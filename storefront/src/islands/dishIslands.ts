/** The attribute of a dish card's wrapper naming its dish: how the browser finds each card's HTML. */
export const DISH_ISLAND_ATTRIBUTE = 'data-dish';

interface DishIslandSource {
  /** The card as the server rendered it, in the page's locale. */
  html: string;
  /** The card's name and description, as the menu search reads them. */
  text: string;
}

const islands = new Map<string, DishIslandSource>();

/**
 * Keeps the HTML of every dish card the server rendered, read before hydration: React then takes
 * each card as it is (DishIsland), so the page's inline data need not carry what the cards show.
 * Runs in the browser only; on the server there are no islands and cards render from their data.
 *
 * @example
 * collectDishIslands(document.getElementById('root')); // before hydrateRoot
 */
export function collectDishIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${DISH_ISLAND_ATTRIBUTE}]`)) {
    const id = element.getAttribute(DISH_ISLAND_ATTRIBUTE) ?? '';
    // As DishCard renders them: the name in the heading, the description in its paragraph.
    const name = element.querySelector('h3')?.textContent ?? '';
    const description = element.querySelector('.dish-card-description')?.textContent ?? '';
    islands.set(id, { html: element.innerHTML, text: `${name} ${description}` });
  }
}

/** The server's HTML of the dish's card, if the page has it. */
export function dishIslandHtml(id: string): string | undefined {
  return islands.get(id)?.html;
}

/** The name and description the server's card of the dish shows ('' without one). */
export function dishIslandText(id: string): string {
  return islands.get(id)?.text ?? '';
}
