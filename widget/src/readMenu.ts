/** One nutrition cell as the public menu JSON gives it; checked where it is shown. */
export interface WidgetNutrient {
  status?: unknown;
  display?: unknown;
}

export interface WidgetDish {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: string;
  price: number | null;
  image: { url: string; width: number; height: number; alt: string } | null;
  tags: string[];
  frozen: boolean;
  contains: string[];
  complete: boolean;
  traces: string[];
  nutrition: {
    basis: string;
    /** Grams, or millilitres when `basis` is 'ml'. */
    portion: number | null;
    per100: Record<string, WidgetNutrient | undefined>;
    perPortion: Record<string, WidgetNutrient | undefined> | null;
  } | null;
  nutriScore: string | null;
}

export interface WidgetMenu {
  restaurant: { slug: string; name: string; currency: string };
  menuSlug: string;
  isDefaultMenu: boolean;
  sections: { id: string; title: string; dishes: WidgetDish[] }[];
}

// biome-ignore lint/suspicious/noExplicitAny: untrusted JSON, every read below is type-checked
type Loose = any;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? value : null);

function readDish(dish: Loose): WidgetDish | null {
  if (typeof dish?.name !== 'string') return null;
  const image = obj(dish.image);
  const nutrition = obj(dish.nutrition);
  const width = num(image?.width);
  const height = num(image?.height);
  return {
    id: text(dish.id) || dish.name,
    slug: text(dish.slug),
    name: dish.name,
    description: text(dish.description),
    category: text(dish.category),
    price: num(dish.price),
    image:
      text(image?.url) && width && height
        ? { url: image.url, width, height, alt: text(image.alt) }
        : null,
    tags: texts(dish.tags),
    frozen: dish.frozen === true,
    contains: texts(dish.allergens?.contains),
    // Anything short of an explicit `true` counts as incomplete: never shown as safe.
    complete: dish.allergens?.complete === true,
    traces: texts(dish.traces),
    nutrition: obj(nutrition?.per100)
      ? {
          basis: text(nutrition.basis),
          // A drink (basis 'ml') gives its portion by volume.
          portion: num(nutrition.portion?.millilitres ?? nutrition.portion?.net),
          per100: nutrition.per100,
          perPortion: obj(nutrition.perPortion),
        }
      : null,
    nutriScore: text(dish.nutriScore?.grade) || null,
  };
}

/**
 * Trust-but-check reading of the public menu JSON (core's contract, without zod, which would
 * not fit the widget's budget): only the fields the widget shows, each checked for its type;
 * a malformed dish is skipped, a document without a restaurant name or sections gives null.
 */
export function readMenu(json: Loose): WidgetMenu | null {
  const restaurant = obj(json?.restaurant);
  const sections = json?.menu?.sections;
  if (typeof restaurant?.name !== 'string' || !Array.isArray(sections)) return null;
  const menuSlug = text(json.menu.slug);
  const menus: Loose[] = Array.isArray(json.menus) ? json.menus : [];
  return {
    restaurant: {
      slug: text(restaurant.slug),
      name: restaurant.name,
      currency: text(restaurant.currency),
    },
    menuSlug,
    isDefaultMenu: menus.length === 0 || menus.some((m) => m?.slug === menuSlug && m.isDefault),
    sections: sections.map((section: Loose) => ({
      id: text(section?.id),
      title: text(section?.title),
      dishes: (Array.isArray(section?.dishes) ? section.dishes : [])
        .map(readDish)
        .filter((dish: WidgetDish | null) => dish !== null),
    })),
  };
}
