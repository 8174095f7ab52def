import { createRequire } from 'node:module';
import type { Locale } from '@nutrimenu/core/locale';
import { hu } from '@nutrimenu/core/messages/hu';
import { ro } from '@nutrimenu/core/messages/ro';
import { WCAG_TAGS } from '@nutrimenu/devstack/browser/wcagTags';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { demoOwnerAdminForThisFile } from './helpers/demoOwnerAdmin';

/*
 * The recipe lines table in the real admin (production build, demo data with the CIQUAL library
 * and its kitchen names) in Debian's Chromium, as the Romanian demo owner: a 10-line recipe typed
 * with the keyboard only, another pasted as a list with names to resolve, both published and read
 * back from the public menu API. Screenshots go to SHOTS_DIR for a person to look at.
 */

const STEP_MS = 60_000;
// expect.poll gives up after 1 s by default: the searches take longer on a busy machine.
const POLL = { timeout: STEP_MS };
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/wt-lines-shots';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const admin = demoOwnerAdminForThisFile({ shotsDir: SHOTS_DIR, stepMs: STEP_MS });

function ownerPage(width: number, height: number, language: Locale = 'ro'): Promise<Page> {
  return admin.ownerPage(language, {
    viewport: { width, height },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

async function newRecipe(page: Page, name: string): Promise<void> {
  await page.goto(`${admin.url}/admin/collections/recipes/create`);
  await page.waitForLoadState('networkidle');
  // Typed before the form is hydrated, the name is lost on a busy machine: the lines table, a
  // client component, shows when it is.
  await page.locator('.recipe-lines__add').waitFor();
  await page.locator('#field-name').focus();
  await page.keyboard.type(name);
  await expect.poll(() => page.locator('#field-name').inputValue(), POLL).toBe(name);
}

/** GET/PATCH as the signed-in owner (the page's cookie). */
const api = admin.api;

/** Publishes with the keyboard (the Publish button, Enter) and answers the new recipe's id. */
async function publish(page: Page): Promise<number> {
  await page.locator('#action-save').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin\/collections\/recipes\/\d+/);
  const id = Number(/recipes\/(\d+)/.exec(page.url())?.[1]);
  await expect
    .poll(
      async () => (await api<{ _status?: string }>(page, `/recipes/${id}?depth=0`)).body._status,
      POLL,
    )
    .toBe('published');
  return id;
}

interface StoredLine {
  kind: string;
  ingredient: number | null;
  quantity: number;
  unit: string;
  coldLossPercent: number | null;
}

async function storedLines(page: Page, id: number): Promise<StoredLine[]> {
  const { body } = await api<{ lines: StoredLine[] }>(page, `/recipes/${id}?depth=0`);
  return body.lines;
}

/**
 * Puts the dish on the demo bistro's default menu (the menu editor is another item's work, so
 * the REST API the editor uses does it) and answers the public menu's dish names.
 */
async function publicDishNames(page: Page, recipeId: number): Promise<string[]> {
  const menus = await api<{
    docs: { id: number; isDefault?: boolean; sections: { id: string; dishes: number[] }[] }[];
  }>(page, '/menus?depth=0&limit=10&where[isDefault][equals]=true');
  const menu = menus.body.docs[0];
  if (!menu) throw new Error('The demo bistro has no default menu');
  const sections = menu.sections.map((section, index) =>
    index === 0 ? { ...section, dishes: [...section.dishes, recipeId] } : section,
  );
  const saved = await api(page, `/menus/${menu.id}?depth=0`, {
    method: 'PATCH',
    body: { sections, _status: 'published' },
  });
  expect(saved.status).toBe(200);
  const response = await fetch(`${admin.url}/api/public/menus/demo-bistro?locale=ro`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as {
    state: string;
    menu: { sections: { dishes: { name: string }[] }[] } | null;
  };
  expect(document.state).toBe('ok');
  return (document.menu?.sections ?? []).flatMap((section) =>
    section.dishes.map((dish) => dish.name),
  );
}

/** axe-core's WCAG 2.2 AA rules on the lines table and the paste panel only (not Payload's UI). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run('.recipe-lines__main', {
      runOnly: { type: 'tag', values: tags },
    })) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    return result.violations.flatMap(({ id, nodes }) =>
      nodes.map((node) => `${id}: ${node.target.join(' ')}`),
    );
  }, WCAG_TAGS);
}

/** The live nutrition panel is beside the lines table, not over nor under it, and in view. */
async function expectNutritionBeside(page: Page): Promise<void> {
  await showLines(page);
  const table = await page.locator('.recipe-lines__table').boundingBox();
  const side = await page.locator('.nutrition-beside').boundingBox();
  if (!table || !side) throw new Error('No lines table or no nutrition panel');
  expect(side.x).toBeGreaterThanOrEqual(table.x + table.width);
  expect(side.y).toBeLessThan(page.viewportSize()?.height ?? 0);
}

/** Scrolls the lines to the top of the screen, under the sticky document controls. */
async function showLines(page: Page): Promise<void> {
  await page.evaluate(() => {
    const top = document.querySelector('.recipe-lines')?.getBoundingClientRect().top ?? 0;
    window.scrollBy(0, top - 140);
  });
}

const announcement = (page: Page) =>
  page.locator('.recipe-lines__main > .recipe-lines__sr-only[role="status"]');
const rows = (page: Page) => page.locator('.recipe-lines__table tbody tr');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test('a 10-line recipe entered with the keyboard only is published and on the public menu', async () => {
  const page = await ownerPage(1920, 1080);
  const name = 'Tocana de test tastatura';
  await newRecipe(page, name);
  // What a cook types, without diacritics: the search, the quantity, the unit (arrows in the
  // select: g → ml → buc.).
  const typed: [string, string, 0 | 1 | 2][] = [
    ['ceapa', '200', 0],
    ['morcov', '150', 0],
    ['ulei', '30', 1],
    ['usturoi', '10', 0],
    ['rosii', '400', 0],
    ['piper', '1,5', 0],
    ['sare', '5', 0],
    ['apa', '250', 1],
    ['oua', '2', 2],
    ['patrunjel', '8', 0],
  ];
  await page.locator('.recipe-lines__add').focus();
  await page.keyboard.press('Enter');
  for (const [index, [query, quantity, unitSteps]] of typed.entries()) {
    // The new line's picker has the focus.
    await expect.poll(() => focusedId(page), POLL).toMatch(/-item$/);
    await page.keyboard.type(query);
    await page.locator('[role="combobox"][aria-expanded="true"]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page), POLL).toMatch(/-quantity$/);
    await page.keyboard.type(quantity);
    await page.keyboard.press('Tab');
    for (let step = 0; step < unitSteps; step += 1) await page.keyboard.press('ArrowDown');
    // Enter in the last field opens the next line; not after the tenth.
    if (index < typed.length - 1) await page.keyboard.press('Enter');
  }
  await expect.poll(() => rows(page).count(), POLL).toBe(10);

  // Alt+↑ on the tenth line moves it up, announced for screen readers, focus kept on it.
  await page.keyboard.press('Alt+ArrowUp');
  await expect
    .poll(() => announcement(page).textContent(), POLL)
    .toBe('Rândul 10 a fost mutat pe poziția 9.');
  await expect.poll(() => focusedId(page), POLL).toMatch(/-unit$/);
  await expect
    .poll(() => rows(page).nth(8).locator('.recipe-lines__quantity').inputValue(), POLL)
    .toBe('8');

  // Every line weighed (the picked items' facts loaded): grams shown for the gram lines.
  await expect
    .poll(() => rows(page).first().locator('.recipe-lines__grams').textContent(), POLL)
    .toBe('200');
  await expect
    .poll(() => rows(page).nth(5).locator('.recipe-lines__grams').textContent(), POLL)
    .toBe('1,5');

  // A picked library food brings its default cleaning loss (the USDA refuse): onion 10 %, and
  // the gross weight beside the net, 200 g ÷ 0.9.
  const onion = rows(page).first();
  await expect.poll(() => onion.locator('.recipe-lines__cold-loss').inputValue(), POLL).toBe('10');
  await expect.poll(() => onion.locator('.recipe-lines__gross').textContent(), POLL).toBe('222,2');
  // A loss the owner types is theirs, 0 included: garlic's 13 % replaced by 0, gross = net.
  const garlic = rows(page).nth(3);
  await expect.poll(() => garlic.locator('.recipe-lines__cold-loss').inputValue(), POLL).toBe('13');
  await garlic.locator('.recipe-lines__cold-loss').fill('0');
  await expect.poll(() => garlic.locator('.recipe-lines__gross').textContent(), POLL).toBe('10');

  // Compact: thirty such rows and the table head fit a 1080-pixel-high screen.
  const rowHeight = (await rows(page).first().boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  const headHeight =
    (await page.locator('.recipe-lines__table thead').boundingBox())?.height ??
    Number.POSITIVE_INFINITY;
  expect(30 * rowHeight + headHeight).toBeLessThan(1080);

  await expectNutritionBeside(page);
  expect(await axeViolations(page)).toEqual([]);
  await showLines(page);
  await page.screenshot({ path: `${SHOTS_DIR}/keyboard-1920x1080-ro.png` });
  expect(await page.locator('#field-name').inputValue()).toBe(name);

  const id = await publish(page);
  const lines = await storedLines(page, id);
  expect(lines).toHaveLength(10);
  expect(lines.every((line) => line.kind === 'ingredient' && line.ingredient !== null)).toBe(true);
  expect(lines.map((line) => [line.quantity, line.unit])).toEqual([
    [200, 'g'],
    [150, 'g'],
    [30, 'ml'],
    [10, 'g'],
    [400, 'g'],
    [1.5, 'g'],
    [5, 'g'],
    [250, 'ml'],
    [8, 'g'],
    [2, 'pcs'],
  ]);
  // Saved: each line the default of its ingredient, but the garlic the 0 the owner typed.
  const defaults = await Promise.all(
    lines.map(
      async (line) =>
        (
          await api<{ defaultColdLossPercent?: number | null }>(
            page,
            `/ingredients/${line.ingredient}?depth=0`,
          )
        ).body.defaultColdLossPercent ?? 0,
    ),
  );
  expect(lines.map((line) => line.coldLossPercent)).toEqual(
    defaults.map((loss, index) => (index === 3 ? 0 : loss)),
  );
  expect(lines[0]?.coldLossPercent).toBe(10);
  // Read back after a reload: the losses and gross weights are what was saved.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect.poll(() => onion.locator('.recipe-lines__gross').textContent(), POLL).toBe('222,2');
  expect(await garlic.locator('.recipe-lines__cold-loss').inputValue()).toBe('0');
  expect(await publicDishNames(page, id)).toContain(name);

  // On a narrow screen Payload puts the sidebar, and the nutrition with it, under the fields.
  await page.setViewportSize({ width: 900, height: 1000 });
  const table = await page.locator('.recipe-lines__table').boundingBox();
  const side = await page.locator('.nutrition-beside').boundingBox();
  expect(side?.y ?? 0).toBeGreaterThan((table?.y ?? 0) + (table?.height ?? 0));
  await page.screenshot({ path: `${SHOTS_DIR}/keyboard-900-ro.png`, fullPage: true });
}, 600_000);

test('a pasted list waits for the unresolved names, then is inserted whole, published and public', async () => {
  const page = await ownerPage(1366, 768);
  const name = 'Clatite de test lipite';
  await newRecipe(page, name);
  await page.locator('.recipe-lines__add').click();
  // A list as an owner writes it: no diacritics, a comma decimal, "buc", a name the library does
  // not know and a line without a quantity.
  const list = [
    'faina alba 250 g',
    'oua 3 buc',
    'lapte 0,5 l',
    'zahar 25,5 g',
    'sare 1 g',
    'qwzx 100 g',
    'vanilie',
  ].join('\n');
  await page.evaluate((text) => navigator.clipboard.writeText(text), list);
  await page.locator('.recipe-lines__input').first().focus();
  await page.keyboard.press('Control+V');
  const panel = page.locator('.recipe-lines__paste');
  await expect.poll(() => panel.locator('textarea').inputValue(), POLL).toBe(list);
  await panel.getByRole('button', { name: 'Caută ingredientele' }).click();
  const items = panel.locator('.recipe-lines__paste-list > li');
  await expect.poll(() => items.count(), POLL).toBe(7);
  const insert = panel.locator('.btn--style-primary');

  // Unresolved: the unknown name and the line without a quantity at least. Nothing inserted yet.
  await expect.poll(() => insert.isDisabled(), POLL).toBe(true);
  const unknown = items.nth(5);
  await expect
    .poll(() => unknown.locator('.recipe-lines__paste-problem').textContent(), POLL)
    .toContain('Niciun ingredient');
  await expect
    .poll(() => items.nth(6).locator('.recipe-lines__paste-problem').textContent(), POLL)
    .toBe('Nu s-a găsit cantitatea.');
  expect(await rows(page).count()).toBe(1);
  await showLines(page);
  await page.screenshot({ path: `${SHOTS_DIR}/paste-pending-1366x768-ro.png` });

  // The owner resolves: a choice for each ambiguous name, another name searched for the unknown
  // one, the line without a quantity dropped.
  const ambiguous = panel.locator('select');
  const choices = await ambiguous.count();
  // "lapte" names many milks: the owner has at least that choice to make.
  expect(choices).toBeGreaterThan(0);
  for (let index = 0; index < choices; index += 1) {
    await ambiguous.first().selectOption({ index: 1 });
  }
  await unknown.locator('[role="combobox"]').fill('unt');
  await unknown.locator('[role="option"]').first().click();
  await expect.poll(() => unknown.locator('.recipe-lines__paste-chosen').count(), POLL).toBe(1);
  expect(await insert.isDisabled()).toBe(true);
  expect(await rows(page).count()).toBe(1);
  await items.nth(6).getByRole('button', { name: 'Omite' }).click();
  await expect.poll(() => insert.isDisabled(), POLL).toBe(false);
  await insert.click();

  // All six at once, in place of the empty row, announced.
  await expect.poll(() => rows(page).count(), POLL).toBe(6);
  await expect.poll(() => announcement(page).textContent(), POLL).toMatch(/6/);
  await expect
    .poll(() => rows(page).nth(2).locator('.recipe-lines__quantity').inputValue(), POLL)
    .toBe('500');
  await expectNutritionBeside(page);
  // A line in millilitres of an ingredient without a density says so, linked to its page.
  const salt = rows(page).nth(4);
  await salt.locator('.recipe-lines__unit').selectOption('ml');
  const lack = salt.locator('.recipe-lines__lack');
  await expect.poll(() => lack.textContent(), POLL).toBe('fără densitate pentru ml');
  expect(await lack.getAttribute('href')).toMatch(/\/admin\/collections\/ingredients\/\d+$/);
  expect(await salt.locator('.recipe-lines__grams').textContent()).toBe('–');
  expect(await axeViolations(page)).toEqual([]);
  await showLines(page);
  await page.screenshot({ path: `${SHOTS_DIR}/paste-inserted-1366x768-ro.png` });
  await salt.locator('.recipe-lines__unit').selectOption('g');
  await expect.poll(() => salt.locator('.recipe-lines__grams').textContent(), POLL).toBe('1');
  // The whole nutrition table is in the sidebar at 1366 px: the %DR column is not cut off.
  await page.locator('.live-nutrition__table').waitFor();
  const figures = await page.locator('.live-nutrition__table').boundingBox();
  const sidebar = await page.locator('.nutrition-beside').boundingBox();
  if (!figures || !sidebar) throw new Error('No nutrition table in the sidebar');
  expect(figures.x + figures.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);
  await page.screenshot({ path: `${SHOTS_DIR}/paste-values-1366x768-ro.png` });

  const id = await publish(page);
  const lines = await storedLines(page, id);
  expect(lines.map((line) => [line.quantity, line.unit])).toEqual([
    [250, 'g'],
    [3, 'pcs'],
    [500, 'ml'],
    [25.5, 'g'],
    [1, 'g'],
    [100, 'g'],
  ]);
  expect(lines.every((line) => line.ingredient !== null)).toBe(true);
  expect(await publicDishNames(page, id)).toContain(name);

  // The pointer drags a line by its number: the first one dropped on the third.
  const names = () =>
    rows(page)
      .locator('[role="combobox"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const before = await names();
  // Lines well inside the screen: near its edges dnd-kit scrolls the page while dragging.
  await showLines(page);
  const from = await rows(page).nth(0).locator('.recipe-lines__handle').boundingBox();
  const to = await rows(page).nth(2).locator('.recipe-lines__handle').boundingBox();
  if (!from || !to) throw new Error('No drag handles');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
  await expect.poll(names, POLL).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  await expect
    .poll(() => announcement(page).textContent(), POLL)
    .toBe('Rândul 1 a fost mutat pe poziția 3.');
}, 600_000);

test.each(['ro', 'hu'] as const)(
  'in %s at 1280 px: net, gross and loss columns headed in the language, nothing overflows; the live panel gives the cooking loss and the portion weight',
  async (language) => {
    const page = await ownerPage(1280, 800, language);
    const catalog = { ro, hu }[language];
    // A recipe as the API makes it: onion without a loss (its default), carrots, eggs in pieces;
    // 600 g in, 450 g served in 3 portions.
    const restaurants = await api<{ docs: { id: number }[] }>(page, '/restaurants?depth=0&limit=1');
    const food = async (code: string) =>
      (
        await api<{ docs: { id: number }[] }>(
          page,
          `/ingredients?depth=0&limit=1&where[source.code][equals]=${code}&where[restaurant][exists]=false`,
        )
      ).body.docs[0]?.id;
    const created = await api<{ doc: { id: number } }>(page, '/recipes?depth=0', {
      method: 'POST',
      body: {
        restaurant: restaurants.body.docs[0]?.id,
        name: `Ciorba de test ${language}`,
        category: 'food',
        portions: 3,
        yieldKind: 'servedWeight',
        servedWeight: 450,
        lines: [
          { kind: 'ingredient', ingredient: await food('20034'), quantity: 300, unit: 'g' },
          { kind: 'ingredient', ingredient: await food('20009'), quantity: 300, unit: 'g' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.goto(`${admin.url}/admin/collections/recipes/${created.body.doc.id}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => rows(page).count(), POLL).toBe(2);
    await expect
      .poll(() => rows(page).first().locator('.recipe-lines__gross').textContent(), POLL)
      .toBe('333,3');
    // The library's foods are named in the admin's language, whatever the content language
    // (Romanian here): a Hungarian owner reads "vöröshagyma", not "ceapă".
    const onion = await api<{ name: string }>(
      page,
      `/ingredients/${await food('20034')}?depth=0&locale=${language}`,
    );
    await expect
      .poll(() => rows(page).first().locator('[role="combobox"]').inputValue(), POLL)
      .toBe(onion.body.name);

    const headers = await page.locator('.recipe-lines__table thead th').allTextContents();
    expect(headers).toEqual(
      expect.arrayContaining([
        catalog['admin.recipe.line.coldLossPercent'],
        catalog['admin.lines.column.grams'],
        catalog['admin.lines.column.grossGrams'],
      ]),
    );
    // Nothing wider than its place: the table within the lines field, left of the panel.
    const overflow = await page.evaluate(() => {
      const main = document.querySelector('.recipe-lines__main');
      const table = document.querySelector('.recipe-lines__table');
      const side = document.querySelector('.nutrition-beside');
      if (!main || !table || !side) return 'missing';
      const inner = [...table.querySelectorAll('th, td')].filter(
        (cell) => cell.scrollWidth > cell.clientWidth + 1,
      );
      return {
        tableInMain: table.getBoundingClientRect().right <= main.getBoundingClientRect().right + 1,
        leftOfPanel: table.getBoundingClientRect().right <= side.getBoundingClientRect().left + 1,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        cellsCut: inner.length,
      };
    });
    expect(overflow).toEqual({
      tableInMain: true,
      leftOfPanel: true,
      pageScrolls: false,
      cellsCut: 0,
    });

    const portion = page.getByTestId('live-nutrition-portion');
    const cookingLoss = page.getByTestId('live-nutrition-cooking-loss');
    // 450 g served of 600 g: 25 % lost, 150 g a portion.
    await expect
      .poll(() => cookingLoss.textContent(), POLL)
      .toBe(catalog['admin.live.weights.cookingLoss'].replace('{percent}', '25'));
    expect(await portion.textContent()).toBe(
      catalog['admin.live.weights.portion'].replace('{grams}', '150'),
    );
    await showLines(page);
    await page.screenshot({ path: `${SHOTS_DIR}/losses-1280-${language}.png` });
    await page.locator('.live-nutrition__facts').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/losses-live-1280-${language}.png` });
  },
  600_000,
);
