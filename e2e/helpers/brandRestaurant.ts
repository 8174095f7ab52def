import type { StackInfo } from '@nutrimenu/devstack/stack/stackInfo';

/** A restaurant made for a test through the CMS's REST API, and how to remove it again. */
export interface TestRestaurant {
  slug: string;
  /** Deletes what was created, newest first; the demo data is as before. */
  remove(): Promise<void>;
}

/** A dish of one private ingredient, and the Annex II codes that ingredient declares. */
export interface TestDish {
  name: string;
  ingredient: string;
  allergens: readonly string[];
}

type Call = (path: string, init?: { method?: string; json?: unknown }) => Promise<unknown>;

/** A REST caller signed in as `email`; any answer but 2xx throws with the CMS's message. */
async function signedIn(stack: StackInfo, email: string, password: string): Promise<Call> {
  const login = await fetch(`${stack.cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${email}: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return async (path, init = {}) => {
    const response = await fetch(`${stack.cmsUrl}/api/${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} /api/${path}: ${response.status} ${text}`);
    return text === '' ? null : JSON.parse(text);
  };
}

const idOf = (answer: unknown) => (answer as { doc: { id: number } }).doc.id;

// A whole UTC day, as the subscription stores it.
const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A second restaurant on a brand, built through the CMS's REST API as the roles would: the
 * provider's admin creates the restaurant, its subscription (active from yesterday for a month)
 * and its owner's account; the owner signs in and enters one private ingredient per dish (with
 * its declared allergens), the dishes, and a published default menu listing them.
 *
 * @example
 * const second = await createBrandRestaurant(stack, 'nutrischeme', [
 *   { name: 'Omletă', ingredient: 'Ouă', allergens: ['eggs'] },
 * ]);
 * try { … `/ro/restaurant/${second.slug}` … } finally { await second.remove(); }
 */
export async function createBrandRestaurant(
  stack: StackInfo,
  brandKey: string,
  dishes: readonly TestDish[],
  /** The locales the restaurant offers its menu in. */
  offeredLocales: readonly string[] = ['ro', 'en'],
): Promise<TestRestaurant> {
  const marker = Date.now().toString(36);
  const slug = `bistro-doi-${marker}`;
  const created: { collection: string; id: number; as: Call }[] = [];
  const admin = await signedIn(stack, 'admin@example.com', stack.demoPassword);
  const create = async (as: Call, collection: string, json: unknown, query = '') => {
    const id = idOf(await as(`${collection}?depth=0${query}`, { method: 'POST', json }));
    created.push({ collection, id, as });
    return id;
  };
  const remove = async () => {
    // The admin removes everything: the owner's account is among it.
    for (const { collection, id } of created.splice(0).reverse()) {
      await admin(`${collection}/${id}`, { method: 'DELETE' });
    }
  };
  try {
    const brands = (await admin(`brands?where[key][equals]=${brandKey}&depth=0&limit=1`)) as {
      docs: { id: number }[];
    };
    const brand = brands.docs[0]?.id;
    if (brand === undefined) throw new Error(`No brand ${brandKey}`);
    const restaurant = await create(admin, 'restaurants', {
      name: `Bistro Doi ${marker}`,
      slug,
      brand,
      city: 'Cluj-Napoca',
      publicMenu: true,
      defaultLocale: 'ro',
      offeredLocales,
      currency: 'RON',
    });
    await create(admin, 'subscriptions', {
      restaurant,
      plan: 'standard',
      startsAt: isoDay(-1),
      endsAt: isoDay(30),
    });
    const email = `owner-${marker}@example.com`;
    const password = `${stack.demoPassword}-${marker}`;
    await create(admin, 'users', {
      name: 'Ana Doi',
      email,
      password,
      role: 'owner',
      preferredLocale: 'ro',
      tenants: [{ tenant: restaurant }],
    });
    const owner = await signedIn(stack, email, password);
    const recipes: number[] = [];
    for (const [index, dish] of dishes.entries()) {
      const ingredient = await create(
        owner,
        'ingredients',
        {
          name: `${dish.ingredient} ${marker}`,
          restaurant,
          allergensDeclared: true,
          allergens: dish.allergens,
          nutrients: {
            fat: 3,
            saturates: 1,
            carbohydrate: 12,
            sugars: 2,
            fibre: 1,
            protein: 4,
            salt: 0.4,
          },
        },
        '&locale=ro',
      );
      recipes.push(
        await create(
          owner,
          'recipes',
          {
            name: dish.name,
            restaurant,
            category: 'food',
            price: 20 + index,
            onMenu: true,
            lines: [{ kind: 'ingredient', ingredient, quantity: 200, unit: 'g' }],
            portions: 1,
            _status: 'published',
          },
          '&locale=ro',
        ),
      );
    }
    await create(
      owner,
      'menus',
      {
        name: 'Meniu',
        restaurant,
        isDefault: true,
        sections: [{ title: 'Feluri principale', dishes: recipes }],
        _status: 'published',
      },
      '&locale=ro',
    );
    return { slug, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
