import type { StoredResult } from '../collections/Recipes/computed/storedResult';
import type {
  Additive,
  Brand,
  BrandPage,
  Ingredient,
  Media,
  Menu,
  Recipe,
  Restaurant,
  Video,
} from '../payload-types';
import type { AllLocales, Override, PerLocale } from './allLocales';
import type { LocalizedItemKeys, LocalizedKeys } from './localizedFields';

// Each collection's documents as a `locale: 'all'` read returns them: the generated type with its
// localized fields (LOCALIZED_FIELDS, checked against the collection configs) per locale, and
// relationships, when populated, read in every locale too. A relationship stays `number | Doc`:
// whether it is populated depends on the read's depth, so readers narrow it (`populated`).

export type MediaAllLocales = AllLocales<Media, LocalizedKeys<'media', Media>>;

export type VideoAllLocales = Override<
  AllLocales<Video, LocalizedKeys<'videos', Video>>,
  { poster?: number | MediaAllLocales | null }
>;

export type BrandAllLocales = Override<
  Brand,
  {
    iconSmall?: number | MediaAllLocales | null;
    iconBig?: number | MediaAllLocales | null;
    iconLarge?: number | MediaAllLocales | null;
    appleIcon?: number | MediaAllLocales | null;
    msIcon?: number | MediaAllLocales | null;
    shareImage?: number | MediaAllLocales | null;
    promoVideo?: number | VideoAllLocales | null;
  }
>;

export type RestaurantAllLocales = Override<
  Restaurant,
  {
    brand: number | BrandAllLocales;
    logo?: number | MediaAllLocales | null;
    cover?: number | MediaAllLocales | null;
  }
>;

type RecipeSheet = NonNullable<Recipe['technicalSheet']>;
type RecipeSheetGroup<G extends 'holding' | 'storage' | 'sensory'> = NonNullable<RecipeSheet[G]>;

/** A recipe's technical sheet read in every locale: its texts per locale, its numbers once. */
export type RecipeSheetAllLocales = Override<
  RecipeSheet,
  {
    // A localized array: each locale keeps its own steps.
    method?: PerLocale<NonNullable<RecipeSheet['method']>> | null;
    criticalPoints?:
      | AllLocales<
          NonNullable<RecipeSheet['criticalPoints']>[number],
          LocalizedItemKeys<'recipes', 'technicalSheet.criticalPoints'>
        >[]
      | null;
    holding?: AllLocales<
      RecipeSheetGroup<'holding'>,
      LocalizedItemKeys<'recipes', 'technicalSheet.holding'>
    >;
    storage?: AllLocales<
      RecipeSheetGroup<'storage'>,
      LocalizedItemKeys<'recipes', 'technicalSheet.storage'>
    >;
    sensory?: AllLocales<
      RecipeSheetGroup<'sensory'>,
      LocalizedItemKeys<'recipes', 'technicalSheet.sensory'>
    >;
  }
>;

export type RecipeAllLocales = Override<
  AllLocales<Recipe, LocalizedKeys<'recipes', Recipe>>,
  {
    restaurant?: number | RestaurantAllLocales | null;
    image?: number | MediaAllLocales | null;
    // A JSON field to Payload; the recompute writes it, always as a `StoredResult`.
    computed?: Override<NonNullable<Recipe['computed']>, { result?: StoredResult | null }>;
    technicalSheet?: RecipeSheetAllLocales;
  }
>;

type MenuSection = NonNullable<Menu['sections']>[number];

export type MenuSectionAllLocales = Override<
  AllLocales<MenuSection, LocalizedItemKeys<'menus', 'sections'>>,
  { dishes?: (number | RecipeAllLocales)[] | null }
>;

export type MenuAllLocales = Override<
  AllLocales<Menu, LocalizedKeys<'menus', Menu>>,
  {
    restaurant?: number | RestaurantAllLocales | null;
    sections?: MenuSectionAllLocales[] | null;
  }
>;

export type AdditiveAllLocales = AllLocales<Additive, LocalizedKeys<'additives', Additive>>;

type IngredientComponent = NonNullable<Ingredient['components']>[number];

export type IngredientAllLocales = Override<
  AllLocales<Ingredient, LocalizedKeys<'ingredients', Ingredient>>,
  {
    restaurant?: number | RestaurantAllLocales | null;
    additives?: (number | AdditiveAllLocales)[] | null;
    isAdditive?: number | AdditiveAllLocales | null;
    components?:
      | Override<
          AllLocales<IngredientComponent, LocalizedItemKeys<'ingredients', 'components'>>,
          { additive?: number | AdditiveAllLocales | null }
        >[]
      | null;
  }
>;

export type BrandPageAllLocales = Override<
  AllLocales<BrandPage, LocalizedKeys<'brandPages', BrandPage>>,
  { brand: number | BrandAllLocales }
>;

/** The collections read in every locale, by slug. */
export interface AllLocalesDocs {
  additives: AdditiveAllLocales;
  brandPages: BrandPageAllLocales;
  brands: BrandAllLocales;
  ingredients: IngredientAllLocales;
  media: MediaAllLocales;
  menus: MenuAllLocales;
  recipes: RecipeAllLocales;
  restaurants: RestaurantAllLocales;
  videos: VideoAllLocales;
}
