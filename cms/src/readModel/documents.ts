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
import type { AllLocales, Override } from './allLocales';

// Each collection's documents as a `locale: 'all'` read returns them: the generated type with its
// localized fields (those marked `localized: true` in the collection config) per locale, and
// relationships, when populated, read in every locale too. A relationship stays `number | Doc`:
// whether it is populated depends on the read's depth, so readers narrow it (`populated`).

export type MediaAllLocales = AllLocales<Media, 'alt'>;

export type VideoAllLocales = Override<
  AllLocales<Video, 'title' | 'captions'>,
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

export type RecipeAllLocales = Override<
  AllLocales<Recipe, 'name' | 'description'>,
  {
    restaurant?: number | RestaurantAllLocales | null;
    image?: number | MediaAllLocales | null;
    // A JSON field to Payload; the recompute writes it, always as a `StoredResult`.
    computed?: Override<NonNullable<Recipe['computed']>, { result?: StoredResult | null }>;
  }
>;

type MenuSection = NonNullable<Menu['sections']>[number];

export type MenuSectionAllLocales = Override<
  AllLocales<MenuSection, 'title'>,
  { dishes?: (number | RecipeAllLocales)[] | null }
>;

export type MenuAllLocales = Override<
  AllLocales<Menu, 'name'>,
  {
    restaurant?: number | RestaurantAllLocales | null;
    sections?: MenuSectionAllLocales[] | null;
  }
>;

export type AdditiveAllLocales = AllLocales<Additive, 'name'>;

type IngredientComponent = NonNullable<Ingredient['components']>[number];

export type IngredientAllLocales = Override<
  AllLocales<Ingredient, 'name' | 'alternativeNames'>,
  {
    restaurant?: number | RestaurantAllLocales | null;
    additives?: (number | AdditiveAllLocales)[] | null;
    isAdditive?: number | AdditiveAllLocales | null;
    components?:
      | Override<
          AllLocales<IngredientComponent, 'name'>,
          { additive?: number | AdditiveAllLocales | null }
        >[]
      | null;
  }
>;

export type BrandPageAllLocales = Override<
  AllLocales<BrandPage, 'title' | 'body' | 'items'>,
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
