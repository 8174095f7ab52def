import { type PublicDish, type PublicMenu, publicMenuSchema } from '@nutrimenu/core/contract';
import menuFixture from '@nutrimenu/core/contract/__fixtures__/publicMenu.example.json' with {
  type: 'json',
};

/** Core's example public menu (ro), parsed: two sections, a frozen dish, traces, incomplete allergens. */
export const exampleMenu: PublicMenu = publicMenuSchema.parse(menuFixture);

export const exampleDishes: PublicDish[] = (exampleMenu.menu?.sections ?? []).flatMap(
  (section) => section.dishes,
);

/** The example dish named `name`, failing loudly when the fixture changes. */
export function exampleDish(name: string): PublicDish {
  const dish = exampleDishes.find((candidate) => candidate.name === name);
  if (!dish) throw new Error(`No dish "${name}" in core's example menu`);
  return dish;
}
