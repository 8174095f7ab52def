import type { Payload } from 'payload';
import sharp from 'sharp';

export type Tenant = 'A' | 'B';
export type Scope = Tenant | 'global';
export type UserRole = 'admin' | 'owner' | 'staff';

export interface SeededUser {
  id: number;
  email: string;
}

/**
 * Two restaurants (tenants A and B), each with its brand, subscription, menu, a published
 * recipe, a private ingredient and a media file; the global ingredient library, an additive and
 * a global media file; an admin, and an owner and a staff member per restaurant.
 */
export interface AccessWorld {
  brand: Record<Tenant, number>;
  restaurant: Record<Tenant, number>;
  subscription: Record<Tenant, number>;
  menu: Record<Tenant, number>;
  recipe: Record<Tenant, number>;
  ingredient: Record<Scope, number>;
  media: Record<Scope, number>;
  additive: number;
  users: Record<'admin' | 'ownerA' | 'staffA' | 'ownerB' | 'staffB', SeededUser>;
}

export const PASSWORD = 'correct-horse-battery-staple';

let counter = 0;
/** A value unique in the test run, to find what a request created or changed. */
export function uniqueMarker(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

let nextENumber = 100;
/** A valid E-number not used yet in this database (E100–E1599). */
export function uniqueENumber(): string {
  nextENumber += 1;
  return `E${nextENumber}`;
}

let png: Buffer | undefined;
/** A small real PNG, made with sharp, so uploads go through Payload's image pipeline. */
export async function tinyPng(): Promise<Buffer> {
  png ??= await sharp({
    create: { width: 16, height: 16, channels: 3, background: '#2e7d32' },
  })
    .png()
    .toBuffer();
  return png;
}

const RESTAURANT_DEFAULTS = {
  city: 'Cluj-Napoca',
  defaultLocale: 'ro' as const,
  offeredLocales: ['ro' as const, 'en' as const],
  currency: 'RON',
};

export const restaurantOf = (scope: Scope, world: Pick<AccessWorld, 'restaurant'>) =>
  scope === 'global' ? null : world.restaurant[scope];

/**
 * Creates one document with the local API (no user: the setup is not under test), in the
 * given scope. The tests use it for the world and for fresh documents to update or delete.
 */
export type DocumentCollection =
  | 'brands'
  | 'restaurants'
  | 'subscriptions'
  | 'menus'
  | 'recipes'
  | 'ingredients'
  | 'additives'
  | 'media';

export async function createDocument(
  payload: Payload,
  world: Pick<AccessWorld, 'restaurant' | 'brand' | 'ingredient'>,
  collection: DocumentCollection,
  scope: Scope,
): Promise<number> {
  const marker = uniqueMarker(collection);
  const restaurant = restaurantOf(scope, world);
  switch (collection) {
    case 'brands':
      return (
        await payload.create({
          collection: 'brands',
          data: { name: marker, key: marker, companyName: 'Test SRL', homeUrl: 'https://x.ro' },
        })
      ).id;
    case 'restaurants':
      return (
        await payload.create({
          collection: 'restaurants',
          data: { name: marker, brand: world.brand.A, ...RESTAURANT_DEFAULTS },
        })
      ).id;
    case 'subscriptions':
      return (
        await payload.create({
          collection: 'subscriptions',
          data: {
            restaurant: requireTenant(restaurant),
            plan: 'standard',
            status: 'active',
            startsAt: '2026-01-01T00:00:00.000Z',
            endsAt: '2027-01-01T00:00:00.000Z',
          },
        })
      ).id;
    case 'menus':
      return (
        await payload.create({
          collection: 'menus',
          data: { restaurant: requireTenant(restaurant), name: marker, _status: 'published' },
        })
      ).id;
    case 'recipes':
      return (
        await payload.create({
          collection: 'recipes',
          data: {
            restaurant: requireTenant(restaurant),
            name: marker,
            _status: 'published',
            category: 'food',
            portions: 1,
            lines: [
              { kind: 'ingredient', ingredient: world.ingredient.global, quantity: 150, unit: 'g' },
            ],
          },
        })
      ).id;
    case 'ingredients':
      return (
        await payload.create({
          collection: 'ingredients',
          data: {
            name: marker,
            restaurant,
            allergensDeclared: true,
            allergens: [],
            nutrients: {
              fat: 1,
              saturates: 0.5,
              carbohydrate: 20,
              sugars: 2,
              protein: 3,
              salt: 0.1,
            },
          },
        })
      ).id;
    case 'additives':
      return (
        await payload.create({
          collection: 'additives',
          data: { eNumber: uniqueENumber(), name: marker, functionalClass: 'acids' },
        })
      ).id;
    case 'media': {
      const data = await tinyPng();
      return (
        await payload.create({
          collection: 'media',
          data: { alt: marker, restaurant },
          file: { data, mimetype: 'image/png', name: `${marker}.png`, size: data.length },
        })
      ).id;
    }
  }
}

/** Creates a user with the local API; tenants are restaurant ids. */
export async function createUser(
  payload: Payload,
  role: UserRole,
  tenants: number[],
): Promise<SeededUser> {
  const email = `${uniqueMarker(role)}@test.nutrimenu.ro`;
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password: PASSWORD,
      name: `${role} user`,
      role,
      tenants: tenants.map((tenant) => ({ tenant })),
    },
  });
  return { id: user.id, email };
}

export async function seedAccessWorld(payload: Payload): Promise<AccessWorld> {
  const brand = {
    A: (
      await payload.create({
        collection: 'brands',
        data: { name: 'Brand A', key: 'brand-a', companyName: 'A SRL', homeUrl: 'https://a.ro' },
      })
    ).id,
    B: (
      await payload.create({
        collection: 'brands',
        data: { name: 'Brand B', key: 'brand-b', companyName: 'B SRL', homeUrl: 'https://b.ro' },
      })
    ).id,
  };
  const restaurantIn = async (name: string, brandId: number) =>
    (
      await payload.create({
        collection: 'restaurants',
        data: { name, brand: brandId, ...RESTAURANT_DEFAULTS },
      })
    ).id;
  const restaurant = {
    A: await restaurantIn('Bistro A', brand.A),
    B: await restaurantIn('Bistro B', brand.B),
  };
  const globalIngredient = (
    await payload.create({
      collection: 'ingredients',
      data: {
        name: 'făină (global)',
        allergensDeclared: true,
        allergens: ['gluten'],
        nutrients: { fat: 1, saturates: 0.2, carbohydrate: 70, sugars: 2, protein: 10, salt: 0 },
      },
    })
  ).id;
  const partial = { restaurant, brand, ingredient: { global: globalIngredient, A: 0, B: 0 } };
  const ingredient = {
    global: globalIngredient,
    A: await createDocument(payload, partial, 'ingredients', 'A'),
    B: await createDocument(payload, partial, 'ingredients', 'B'),
  };
  const world = { restaurant, brand, ingredient };
  const users = {
    admin: await createUser(payload, 'admin', []),
    ownerA: await createUser(payload, 'owner', [restaurant.A]),
    staffA: await createUser(payload, 'staff', [restaurant.A]),
    ownerB: await createUser(payload, 'owner', [restaurant.B]),
    staffB: await createUser(payload, 'staff', [restaurant.B]),
  };
  return {
    brand,
    restaurant,
    ingredient,
    subscription: {
      A: await createDocument(payload, world, 'subscriptions', 'A'),
      B: await createDocument(payload, world, 'subscriptions', 'B'),
    },
    menu: {
      A: await createDocument(payload, world, 'menus', 'A'),
      B: await createDocument(payload, world, 'menus', 'B'),
    },
    recipe: {
      A: await createDocument(payload, world, 'recipes', 'A'),
      B: await createDocument(payload, world, 'recipes', 'B'),
    },
    media: {
      global: await createDocument(payload, world, 'media', 'global'),
      A: await createDocument(payload, world, 'media', 'A'),
      B: await createDocument(payload, world, 'media', 'B'),
    },
    additive: await createDocument(payload, world, 'additives', 'global'),
    users,
  };
}

function requireTenant(restaurant: number | null): number {
  if (restaurant === null) throw new Error('This collection needs a restaurant');
  return restaurant;
}
