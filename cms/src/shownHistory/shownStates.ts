import type { PayloadRequest } from 'payload';
import type { ShownSubject } from '../collections/ShownHistory';
import type { Restaurant, Subscription } from '../payload-types';
import type { MenuAllLocales, RecipeAllLocales } from '../readModel/documents';
import { findAllLocales } from '../utilities/findAllLocales';
import { idOf } from '../utilities/idOf';

/** What the public menu reads of a restaurant: its name, switch, locales and currency. */
export type ShownRestaurant = Pick<
  Restaurant,
  'name' | 'slug' | 'publicMenu' | 'defaultLocale' | 'offeredLocales' | 'currency'
>;

/** What decides whether a subscription covers a day (subscriptionState). */
export type ShownSubscription = Pick<Subscription, 'status' | 'startsAt' | 'endsAt'>;

/** The public state of each kind of subject, as recorded in `shown-history.shown`. */
export interface ShownBySubject {
  restaurant: ShownRestaurant;
  subscription: ShownSubscription;
  /** Without `updatedAt`: a save that changes nothing shown records nothing. */
  menu: Omit<MenuAllLocales, 'updatedAt'>;
  recipe: RecipeAllLocales;
}

/** A subject's current public state: `null` when it is not shown (unpublished, deleted). */
export interface CurrentState<S extends ShownSubject> {
  restaurantId: number | null;
  shown: ShownBySubject[S] | null;
}

type Id = number;

/**
 * The fields toPublicDish reads, as buildPublicMenu selects them (without `updatedAt`: a save
 * that changes none of them changes nothing that was shown).
 */
const RECIPE_SHOWN_SELECT = {
  restaurant: true,
  _status: true,
  name: true,
  slug: true,
  description: true,
  category: true,
  price: true,
  onMenu: true,
  image: true,
  tags: true,
  frozen: true,
  computed: { result: true, stale: true },
} as const;

async function recipes(req: PayloadRequest, ids: Id[]) {
  const { docs } = await findAllLocales(req.payload, {
    collection: 'recipes',
    where: { id: { in: ids } },
    // The stored document, not an owner's newer draft: what the public menu reads.
    draft: false,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: RECIPE_SHOWN_SELECT,
  });
  return new Map(
    docs.map((doc): [Id, CurrentState<'recipe'>] => [
      doc.id,
      {
        restaurantId: idOf(doc.restaurant ?? null),
        shown: doc._status === 'published' ? doc : null,
      },
    ]),
  );
}

async function menus(req: PayloadRequest, ids: Id[]) {
  const { docs } = await findAllLocales(req.payload, {
    collection: 'menus',
    where: { id: { in: ids } },
    draft: false,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    // No `select`: with it, Payload 3.90 returns the sections' hasMany `dishes` empty.
  });
  return new Map(
    docs.map((doc): [Id, CurrentState<'menu'>] => {
      const { updatedAt: _changed, ...shown } = doc;
      return [
        doc.id,
        {
          restaurantId: idOf(doc.restaurant ?? null),
          shown: doc._status === 'published' ? shown : null,
        },
      ];
    }),
  );
}

async function restaurants(req: PayloadRequest, ids: Id[]) {
  const { docs } = await req.payload.find({
    collection: 'restaurants',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: {
      name: true,
      slug: true,
      publicMenu: true,
      defaultLocale: true,
      offeredLocales: true,
      currency: true,
    },
  });
  return new Map(
    docs.map((doc): [Id, CurrentState<'restaurant'>] => [
      doc.id,
      {
        restaurantId: doc.id,
        shown: {
          name: doc.name,
          slug: doc.slug ?? null,
          publicMenu: doc.publicMenu ?? null,
          defaultLocale: doc.defaultLocale,
          offeredLocales: doc.offeredLocales,
          currency: doc.currency,
        },
      },
    ]),
  );
}

async function subscriptions(req: PayloadRequest, ids: Id[]) {
  const { docs } = await req.payload.find({
    collection: 'subscriptions',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
    select: { restaurant: true, status: true, startsAt: true, endsAt: true },
  });
  return new Map(
    docs.map((doc): [Id, CurrentState<'subscription'>] => [
      doc.id,
      {
        restaurantId: idOf(doc.restaurant),
        shown: { status: doc.status, startsAt: doc.startsAt, endsAt: doc.endsAt },
      },
    ]),
  );
}

const READERS: {
  [S in ShownSubject]: (req: PayloadRequest, ids: Id[]) => Promise<Map<Id, CurrentState<S>>>;
} = { recipe: recipes, menu: menus, restaurant: restaurants, subscription: subscriptions };

/**
 * The current public state of the documents `ids` of one kind, read in the request's transaction
 * (so a save's own change is seen); a document that no longer exists is absent from the map.
 */
export function currentShownStates<S extends ShownSubject>(
  req: PayloadRequest,
  subject: S,
  ids: readonly Id[],
): Promise<Map<Id, CurrentState<S>>> {
  return READERS[subject](req, [...ids]);
}
