// The contract between the CMS (producer) and the storefront and widget (consumers).
export {
  brandForHost,
  brandServesHost,
  DEFAULT_THEME_COLOR,
  type PublicBrand,
  type PublicBrandInput,
  publicBrandListSchema,
  publicBrandSchema,
} from './brand';
export {
  BRAND_SITEMAP_PAGE_SIZE,
  type BrandSitemapPage,
  brandSitemapPageSchema,
  type SitemapMenu,
  type SitemapRestaurant,
  sitemapMenuSchema,
  sitemapRestaurantSchema,
} from './brandSitemap';
export {
  ALL_CACHE_TAG,
  brandCacheTag,
  cacheTagHeaders,
  cacheTagsToPurge,
  LISTINGS_CACHE_TAG,
  restaurantCacheTag,
} from './cacheTags';
export {
  CHANGE_STREAM_EVENTS,
  CHANGE_STREAM_PATH,
  CONTENT_CHANGE_SHAPE,
  type ContentChange,
  contentChangeSchema,
} from './contentChange';
export {
  compareDatabasePositions,
  DATABASE_POSITION_HEADER,
  isDatabasePosition,
  laterDatabasePosition,
  MIN_DATABASE_POSITION_HEADER,
} from './databasePosition';
export { DISH_CATEGORIES, type DishCategory } from './dishCategories';
export { DISH_TAGS, type DishTag, isDishTag } from './dishTags';
export { LIST_FILTER_MAX_ITEMS, parseListFilter } from './listFilter';
export {
  type NutritionTable,
  type NutritionTableRow,
  nutritionTableRowSchema,
  nutritionTableSchema,
  toNutritionTable,
} from './nutritionTable';
export { NUTRITION_TABLE_KEYS, type NutritionTableKey } from './nutritionTableKeys';
export {
  ANY_PUBLIC_API_ROUTE,
  BRAND_SITEMAP_ROUTE,
  brandSitemapPath,
  CMS_API_PATH,
  cmsEndpointPath,
  PROMO_CAPTIONS_ROUTE,
  PUBLIC_API_PATH,
  PUBLIC_BRANDS_PATH,
  PUBLIC_MENU_ROUTE,
  PUBLIC_PAGE_ROUTE,
  PUBLIC_RESTAURANTS_PATH,
  promoCaptionsPath,
  publicMenuPath,
  publicPagePath,
} from './publicApiPaths';
export {
  type ImageFile,
  imageFileSchema,
  type PublicImage,
  publicImageSchema,
} from './publicImage';
export {
  PUBLIC_MENU_STATES,
  type PublicAdditive,
  type PublicDish,
  type PublicDishAllergens,
  type PublicDishNutrition,
  type PublicIngredientList,
  type PublicMenu,
  type PublicMenuContent,
  type PublicMenuOption,
  type PublicMenuSection,
  type PublicMenuState,
  type PublicNutriScore,
  type PublicRestaurant,
  publicAdditiveSchema,
  publicDishAllergensSchema,
  publicDishNutritionSchema,
  publicDishSchema,
  publicIngredientListSchema,
  publicMenuContentSchema,
  publicMenuOptionSchema,
  publicMenuSchema,
  publicMenuSectionSchema,
  publicNutriScoreSchema,
  publicRestaurantSchema,
  type RestaurantLinks,
  restaurantLinksSchema,
} from './publicMenu';
export {
  isPageKind,
  PAGE_KINDS,
  type PageKind,
  type PublicPage,
  type PublicPageItem,
  publicPageItemSchema,
  publicPageSchema,
  unsafeHtmlReason,
} from './publicPage';
export {
  LISTING_MAX_PAGE_SIZE,
  LISTING_PAGE_SIZE,
  type ListingCity,
  type ListingRestaurant,
  type ListingSpecific,
  listingCitySchema,
  listingRestaurantSchema,
  listingSpecificSchema,
  type RestaurantListing,
  restaurantListingSchema,
} from './restaurantListing';
export {
  RESTAURANT_LOCALES_QUERY,
  type RestaurantLocales,
  restaurantLocalesSchema,
} from './restaurantLocales';
export { foldSearchText, RESTAURANT_QUERY_MAX_LENGTH, searchWords } from './searchText';
export {
  PUBLIC_SHARE_CARD_ROUTE,
  parseShareCardKey,
  publicShareCardPath,
  RESTAURANT_CARD,
  SHARE_CARD_DIGEST,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  SHARE_CARDS_PATH,
  type ShareCardAddress,
  shareCardKey,
  shareCardKeyOfFile,
  shareCardKeySchema,
  shareCardPath,
} from './shareCard';
export { isSlug, SLUG_MAX_LENGTH, slugify } from './slug';
export {
  WEBVTT_CONTENT_TYPE,
  WEBVTT_ISSUES,
  WEBVTT_MAX_BYTES,
  type WebVttIssue,
  webVttIssue,
} from './webVtt';
