import { type PublicDish, type PublicMenu, publicMenuSchema } from '@nutrimenu/core/contract';
import example from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};

/** Core's example menu document (Bistro Someș), parsed, for the structured-data tests. */
export function menuFixture(): PublicMenu {
  return publicMenuSchema.parse(structuredClone(example));
}

/** One dish of the example document by slug; throws when the fixture lacks it. */
export function fixtureDish(slug: string, document: PublicMenu = menuFixture()): PublicDish {
  const dish = document.menu?.sections
    .flatMap((section) => section.dishes)
    .find((entry) => entry.slug === slug);
  if (!dish) throw new Error(`The example menu has no dish ${slug}`);
  return dish;
}
