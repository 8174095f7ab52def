/**
 * The fields each collection read in every locale marks `localized: true`, as paths (`sections.title`
 * is the `title` of each item of the `sections` array). Payload's generated types do not record
 * which fields are localized; `documents.ts` builds its types from these lists, and
 * localizedFields.test.ts checks them against the collection configs.
 */
export const LOCALIZED_FIELDS = {
  additives: ['name'],
  brandPages: ['title', 'body', 'items'],
  brands: [],
  ingredients: ['name', 'alternativeNames', 'components.name'],
  media: ['alt'],
  menus: ['name', 'sections.title'],
  recipes: [
    'name',
    'publicName',
    'description',
    'technicalSheet.method',
    'technicalSheet.criticalPoints.text',
    'technicalSheet.holding.conditions',
    'technicalSheet.storage.conditions',
    'technicalSheet.sensory.appearance',
    'technicalSheet.sensory.colour',
    'technicalSheet.sensory.smell',
    'technicalSheet.sensory.taste',
    'technicalSheet.sensory.texture',
  ],
  restaurants: [],
  videos: ['title', 'captions'],
} as const;

/** The top-level localized fields of `slug`'s documents `T`. */
export type LocalizedKeys<S extends keyof typeof LOCALIZED_FIELDS, T> = Extract<
  (typeof LOCALIZED_FIELDS)[S][number],
  keyof T
>;

/** The localized fields of the items of `slug`'s array field `A`. */
export type LocalizedItemKeys<
  S extends keyof typeof LOCALIZED_FIELDS,
  A extends string,
> = (typeof LOCALIZED_FIELDS)[S][number] extends infer P
  ? P extends `${A}.${infer K}`
    ? K
    : never
  : never;
