import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ALLERGEN_CODES, ALLERGEN_NAMES } from '@nutrimenu/core/allergens';
import { type PublicDish, publicMenuSchema } from '@nutrimenu/core/contract';
import { LOCALES, type Locale, pickLocalized } from '@nutrimenu/core/locale';
import {
  DECLARATION_ORDER,
  formatNutrientForLocale,
  type NutrientKey,
} from '@nutrimenu/core/nutrition';
import type { IngredientListEntry, NutrientAmount, RecipeResult } from '@nutrimenu/core/recipe';
import { roTranslations } from '@payloadcms/translations/languages/ro';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GLOBAL_CIQUAL_WHERE } from '../src/ciqual/globalCiqualWhere';
import { pdfQrCodes } from '../src/downloads/__fixtures__/pdfQrCodes';
import { pdfText, renderPdfPages } from '../src/downloads/__fixtures__/pdfText';
import { buildPublicMenu } from '../src/publicApi/buildPublicMenu';
import { runSeed } from '../src/seed/run';
import { adminTranslator } from '../src/utilities/adminTranslator';
import { createUser, PASSWORD } from './helpers/accessWorld';
import { type ApiClient, createApiClient } from './helpers/apiClient';
import { createTestPayload } from './helpers/testPayload';

const run = promisify(execFile);

let payload: Payload;
let api: ApiClient;
const tokens = { owner: '', staff: '', otherOwner: '' };
const ids = { bistro: 0, expired: 0, mainMenu: 0, expiredMenu: 0, labelDish: 0, unknownDish: 0 };
let labelRecipe: { slug: string; result: RecipeResult; names: Record<string, string> };
let publicDishes: PublicDish[];

async function idOf(collection: 'restaurants' | 'menus', slug: string): Promise<number> {
  const { docs } = await payload.find({ collection, where: { slug: { equals: slug } }, limit: 1 });
  const found = docs[0];
  if (!found) throw new Error(`no ${collection} ${slug}`);
  return found.id;
}

beforeAll(async () => {
  // Not in demo mode, so the QR code takes the brand's public host (the rule of publicMenuUrl).
  process.env.NUTRIMENU_DEMO = '0';
  process.env.STOREFRONT_URL = 'http://localhost:8080';
  payload = await createTestPayload();
  await runSeed({ payload, demo: true, demoPassword: PASSWORD, log: () => {} });
  api = createApiClient(payload.config);

  ids.bistro = await idOf('restaurants', 'demo-bistro');
  ids.expired = await idOf('restaurants', 'demo-expired');
  ids.mainMenu = (
    await payload.find({
      collection: 'menus',
      where: { and: [{ restaurant: { equals: ids.bistro } }, { isDefault: { equals: true } }] },
      limit: 1,
    })
  ).docs[0]?.id as number;
  ids.expiredMenu = (
    await payload.find({
      collection: 'menus',
      where: { restaurant: { equals: ids.expired } },
      limit: 1,
    })
  ).docs[0]?.id as number;

  // A dish whose allergens stay undeclared: a library food whose declaration an admin
  // withdrew (the CIQUAL import declares every library food from allergens.csv).
  const food = (
    await payload.find({ collection: 'ingredients', where: GLOBAL_CIQUAL_WHERE, limit: 1 })
  ).docs[0];
  await payload.update({
    collection: 'ingredients',
    id: food?.id as number,
    data: { allergensDeclared: false },
  });
  ids.unknownDish = (
    await payload.create({
      collection: 'recipes',
      data: {
        restaurant: ids.bistro,
        name: 'Preparat fără alergeni declarați',
        _status: 'published',
        category: 'food',
        portions: 1,
        lines: [{ kind: 'ingredient', ingredient: food?.id as number, quantity: 200, unit: 'g' }],
      },
    })
  ).id;

  // The label's dish: published, all values known, with allergens and traces.
  const { docs } = await payload.find({
    collection: 'recipes',
    where: { and: [{ restaurant: { equals: ids.bistro } }, { _status: { equals: 'published' } }] },
    locale: 'all',
    draft: false,
    pagination: false,
    sort: 'slug',
  });
  const candidates = (
    docs as unknown as {
      id: number;
      slug: string;
      name: Record<string, string>;
      computed?: { result?: RecipeResult | null };
    }[]
  ).filter((doc) => {
    const result = doc.computed?.result;
    return (
      result?.allergens.complete &&
      result.allergens.contains.length > 0 &&
      result.traces.length > 0 &&
      Object.values(result.per100g).every((amount) => amount.status === 'known')
    );
  });
  const chosen = candidates[0];
  if (!chosen?.computed?.result)
    throw new Error('The demo data has no dish with allergens, traces and known values');
  ids.labelDish = chosen.id;
  labelRecipe = { slug: chosen.slug, result: chosen.computed.result, names: chosen.name };

  const outcome = await buildPublicMenu(payload, { restaurantSlug: 'demo-bistro', locale: 'ro' });
  if (!('document' in outcome)) throw new Error('no public menu');
  publicDishes =
    publicMenuSchema.parse(outcome.document).menu?.sections.flatMap((section) => section.dishes) ??
    [];

  const other = await createUser(payload, 'owner', [ids.expired]);
  tokens.owner = await api.login('owner@example.com', PASSWORD);
  tokens.staff = await api.login('staff@example.com', PASSWORD);
  tokens.otherOwner = await api.login(other.email, PASSWORD);
}, 600_000);

afterAll(async () => {
  await payload?.destroy();
});

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function amountText(key: NutrientKey, amount: NutrientAmount | undefined, locale: Locale): string {
  if (!amount || amount.status === 'unknown') throw new Error(`${key} unknown`);
  return formatNutrientForLocale(key, amount.value, locale, {
    lowerBound: amount.status === 'lowerBound',
  });
}

/** The Annex XV table lines the label must print, from the stored computation, formatted by core. */
function expectedTableLines(result: RecipeResult, locale: Locale, labels: string[]) {
  const per100 = result.per100g;
  const portion = result.perPortion;
  return DECLARATION_ORDER.map((line, index) => {
    if (line === 'energy') {
      const value = (facts: typeof per100) =>
        `${amountText('energyKj', facts.energyKj, locale).replace(' kJ', '')} kJ / ${amountText('energyKcal', facts.energyKcal, locale).replace(' kcal', '')} kcal`;
      return { label: labels[index] ?? '', per100: value(per100), portion: value(portion) };
    }
    return {
      label: labels[index] ?? '',
      per100: amountText(line, per100[line], locale),
      portion: amountText(line, portion[line], locale),
    };
  });
}

function allergenEntries(entries: readonly IngredientListEntry[]): IngredientListEntry[] {
  return entries.flatMap((entry) => [
    ...(entry.allergens.length > 0 && !entry.additive ? [entry] : []),
    ...allergenEntries(entry.children),
  ]);
}

/** The texts poppler's pdftohtml sets in a bold font. */
async function boldTexts(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-html-'));
  try {
    const file = path.join(dir, 'label.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftohtml', ['-xml', '-stdout', '-i', file]);
    return [...stdout.matchAll(/<b>(.*?)<\/b>/g)].map((match) => match[1]).join(' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function decodeQr(png: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-qr-'));
  try {
    const file = path.join(dir, 'qr.png');
    await writeFile(file, png);
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', file]);
    return stdout.replace(/\n$/, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A `;`-separated CSV with RFC 4180 quoting, as Excel reads it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('nutrition label PDF', () => {
  test.each([
    {
      locale: 'ro' as const,
      heading: 'Declarație nutrițională',
      labels: [
        'Valoare energetică',
        'Grăsimi',
        'din care acizi grași saturați',
        'Glucide',
        'din care zaharuri',
        'Fibre',
        'Proteine',
        'Sare',
      ],
      referenceIntake: 'Doza de referință pentru un adult mediu (8 400 kJ/2 000 kcal)',
    },
    {
      locale: 'en' as const,
      heading: 'Nutrition declaration',
      labels: [
        'Energy',
        'Fat',
        'of which saturates',
        'Carbohydrate',
        'of which sugars',
        'Fibre',
        'Protein',
        'Salt',
      ],
      referenceIntake: 'Reference intake of an average adult (8 400 kJ/2 000 kcal)',
    },
    {
      locale: 'hu' as const,
      heading: 'Tápértékjelölés',
      labels: [
        'Energia',
        'Zsír',
        'amelyből telített zsírsavak',
        'Szénhidrát',
        'amelyből cukrok',
        'Rost',
        'Fehérje',
        'Só',
      ],
      referenceIntake: '(8 400 kJ/2 000 kcal)',
    },
  ])(
    '$locale: the Annex XV table per 100 g and per portion, %RI, allergens, traces',
    async ({ locale, heading, labels, referenceIntake }) => {
      const response = await api.download(
        `downloads/recipes/${ids.labelDish}/label.pdf?locale=${locale}`,
        tokens.owner,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="demo-bistro-${labelRecipe.slug}-label-${locale}.pdf"`,
      );
      expect(response.bytes.subarray(0, 5).toString()).toBe('%PDF-');

      const text = await pdfText(response.bytes);
      const lines = text.split('\n');
      expect(text).toContain(heading);
      // The dish's name in this locale, diacritics intact (ș ț ă in ro, ő ű á in hu).
      const name = pickLocalized(labelRecipe.names, locale, ['ro']).text;
      expect(normalise(text)).toContain(normalise(name));
      expect(text).toContain('Demo Bistro');
      for (const row of expectedTableLines(labelRecipe.result, locale, labels)) {
        const line = lines.find((candidate) => candidate.trim().startsWith(row.label));
        expect(line, `table line ${row.label}`).toBeDefined();
        const cells = normalise(line ?? '').slice(row.label.length);
        expect(cells.startsWith(` ${row.per100} ${row.portion}`), `${row.label}: "${cells}"`).toBe(
          true,
        );
      }
      // %RI of the portion on the energy line, and the statement of Art. 32(5) beside the table.
      const energy = lines.find((candidate) => candidate.trim().startsWith(labels[0] ?? '')) ?? '';
      expect(energy).toMatch(/\d+%\s*$/);
      expect(normalise(text)).toContain(referenceIntake);
      // Allergens named in the locale, traces in a "may contain" sentence.
      for (const code of labelRecipe.result.allergens.contains) {
        expect(normalise(text)).toContain(ALLERGEN_NAMES[code][locale]);
      }
      for (const code of labelRecipe.result.traces) {
        expect(normalise(text)).toContain(ALLERGEN_NAMES[code][locale]);
      }
      expect(text).not.toMatch(/valoare necunoscută|value unknown|ismeretlen érték/);

      const pages = await renderPdfPages(response.bytes);
      expect(pages).toHaveLength(1);
      expect(pages[0]?.inked).toBeGreaterThan(0.01);
    },
  );

  test('emphasises the ingredients that are allergens in bold, and only those', async () => {
    const response = await api.download(
      `downloads/recipes/${ids.labelDish}/label.pdf?locale=ro`,
      tokens.owner,
    );
    const bold = normalise(await boldTexts(response.bytes));
    const emphasised = allergenEntries(labelRecipe.result.ingredients);
    expect(emphasised.length).toBeGreaterThan(0);
    for (const entry of emphasised) {
      expect(bold).toContain(normalise(pickLocalized(entry.name, 'ro', ['ro']).text));
    }
    const plain = labelRecipe.result.ingredients.find(
      (entry) => entry.allergens.length === 0 && entry.children.length === 0 && !entry.additive,
    );
    if (plain) expect(bold).not.toContain(normalise(pickLocalized(plain.name, 'ro', ['ro']).text));
  });

  test('a dish with undeclared allergens says so and is never shown allergen-free', async () => {
    const response = await api.download(
      `downloads/recipes/${ids.unknownDish}/label.pdf?locale=en`,
      tokens.owner,
    );
    expect(response.status).toBe(200);
    const text = normalise(await pdfText(response.bytes));
    expect(text).toContain('Allergens not yet declared');
    expect(text).not.toContain('No allergens declared');
  });

  test('the restaurant’s default locale (ro) without ?locale', async () => {
    const response = await api.download(
      `downloads/recipes/${ids.labelDish}/label.pdf`,
      tokens.staff,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain('-label-ro.pdf');
    expect(await pdfText(response.bytes)).toContain('Declarație nutrițională');
  });
});

describe('printable menu PDF', () => {
  test('lists every dish of the menu under its section, with page numbers', async () => {
    const response = await api.download(
      `downloads/menus/${ids.mainMenu}/menu.pdf?locale=ro`,
      tokens.owner,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="demo-bistro-meniu-principal-ro.pdf"',
    );
    const raw = normalise(await pdfText(response.bytes));
    expect(publicDishes.length).toBeGreaterThanOrEqual(40);
    for (const dish of publicDishes) expect(raw, dish.name).toContain(normalise(dish.name));
    const pages = await renderPdfPages(response.bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.every((page) => page.inked > 0.005)).toBe(true);
    expect(raw).toContain(`Pagina 1 din ${pages.length}`);
    expect(raw).toContain(`Pagina ${pages.length} din ${pages.length}`);
    expect(raw).toContain('Din produs decongelat');
    expect(raw).toContain('Poate conține urme de');
  });
});

describe('menu for guests PDF', () => {
  test('every dish with its price and allergen numbers, the legend, the nutrition appendix', async () => {
    const response = await api.download(
      `downloads/menus/${ids.mainMenu}/guest-menu.pdf?locale=ro`,
      tokens.owner,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="demo-bistro-meniu-principal-guests-ro.pdf"',
    );
    const pages = (await pdfText(response.bytes)).split('\f').map(normalise).filter(Boolean);
    const appendixStart = pages.findIndex((page) =>
      page.startsWith('Anexă: declarații nutriționale'),
    );
    expect(appendixStart).toBeGreaterThan(0);
    const menu = pages.slice(0, appendixStart).join(' ');
    const appendix = pages.slice(appendixStart).join(' ');
    for (const dish of publicDishes) {
      expect(menu, dish.name).toContain(normalise(dish.name));
      expect(appendix, dish.name).toContain(normalise(dish.name));
    }
    for (const page of pages.slice(0, appendixStart)) {
      expect(page).toContain('Alergeni (Regulamentul UE 1169/2011, anexa II)');
      expect(page).toContain('7 Lapte (inclusiv lactoză)');
    }
    // The demo address already names the city: printed once.
    expect(menu).toContain('Piața Unirii 1, Cluj-Napoca');
    expect(menu).not.toContain('Cluj-Napoca, Cluj-Napoca');
    // No full ANPC entry: that stays in menu.pdf.
    expect(menu).not.toContain('Ingrediente:');
    expect(appendix).toContain('Valoare energetică');
    const rendered = await renderPdfPages(response.bytes);
    expect(rendered).toHaveLength(pages.length);
    expect(rendered.every((page) => page.inked > 0.005)).toBe(true);
  });

  test('in English', async () => {
    const response = await api.download(
      `downloads/menus/${ids.mainMenu}/guest-menu.pdf?locale=en`,
      tokens.staff,
    );
    expect(response.status).toBe(200);
    const text = normalise(await pdfText(response.bytes));
    expect(text).toContain('Allergens (EU Regulation 1169/2011, Annex II)');
    expect(text).toContain('1 Cereals containing gluten');
    expect(text).toContain('Appendix: nutrition declarations');
  });
});

describe('allergen matrix', () => {
  test('CSV: UTF-8 with BOM, the 14 allergens in the locale, X / (X) / ? marks', async () => {
    const response = await api.download(
      `downloads/restaurants/${ids.bistro}/allergens.csv?locale=ro`,
      tokens.staff,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="demo-bistro-allergens-ro.csv"',
    );
    expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(response.bytes.toString('utf8').slice(1));
    const [header, ...body] = rows;
    expect(header).toEqual(['Preparat', ...ALLERGEN_CODES.map((code) => ALLERGEN_NAMES[code].ro)]);
    expect(body.every((row) => row.length === 15)).toBe(true);

    const unknown = body.find((row) => row[0] === 'Preparat fără alergeni declarați');
    expect(unknown?.slice(1)).toEqual(ALLERGEN_CODES.map(() => '?'));

    const traced = publicDishes.find((dish) => dish.allergens.complete && dish.traces.length > 0);
    if (!traced) throw new Error('no demo dish with traces');
    const row = body.find((candidate) => candidate[0] === traced.name);
    ALLERGEN_CODES.forEach((code, index) => {
      const expected = traced.allergens.contains.includes(code)
        ? 'X'
        : traced.traces.includes(code)
          ? '(X)'
          : '';
      expect(row?.[index + 1], code).toBe(expected);
    });
  });

  test('CSV of one menu lists that menu’s dishes only', async () => {
    const response = await api.download(
      `downloads/restaurants/${ids.bistro}/allergens.csv?locale=ro&menu=${ids.mainMenu}`,
      tokens.owner,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="demo-bistro-meniu-principal-allergens-ro.csv"',
    );
    const names = parseCsv(response.bytes.toString('utf8').slice(1))
      .slice(1)
      .map((row) => row[0]);
    expect(new Set(names)).toEqual(new Set(publicDishes.map((dish) => dish.name)));
  });

  test('PDF: landscape table with the legend, every page rendered', async () => {
    const response = await api.download(
      `downloads/restaurants/${ids.bistro}/allergens.pdf?locale=de`,
      tokens.owner,
    );
    expect(response.status).toBe(200);
    const text = normalise(await pdfText(response.bytes));
    expect(text).toContain('Allergenübersicht');
    expect(text).toContain('kann Spuren enthalten');
    expect(text).toContain('Schwefeldioxid und Sulphite');
    const pages = await renderPdfPages(response.bytes);
    expect(pages[0]?.width).toBeGreaterThan(pages[0]?.height ?? 0);
    expect(pages.every((page) => page.inked > 0.01)).toBe(true);
  });

  test('a menu of another restaurant is refused', async () => {
    const response = await api.download(
      `downloads/restaurants/${ids.bistro}/allergens.csv?menu=${ids.expiredMenu}`,
      tokens.owner,
    );
    expect(response.status).toBe(404);
  });
});

describe('QR code', () => {
  const expectedUrl = 'https://menu.nutrischeme.com/restaurant/demo-bistro';

  test('PNG for print decodes to the public menu on the brand host', async () => {
    const response = await api.download(`downloads/restaurants/${ids.bistro}/qr.png`, tokens.owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="demo-bistro-qr.png"',
    );
    const meta = await sharp(response.bytes).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(1024);
    expect(meta.height).toBe(meta.width);
    expect(await decodeQr(response.bytes)).toBe(expectedUrl);
  });

  test('SVG rendered to PNG decodes to the same URL', async () => {
    const response = await api.download(`downloads/restaurants/${ids.bistro}/qr.svg`, tokens.staff);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    const svg = response.bytes.toString('utf8');
    expect(svg).toMatch(/^<svg /);
    const png = await sharp(Buffer.from(svg), { density: 300 })
      .resize(800)
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    expect(await decodeQr(png)).toBe(expectedUrl);
  });
});

describe('table card', () => {
  const expectedUrl = 'https://menu.nutrischeme.com/restaurant/demo-bistro';

  test.each(['a6', 'a7'])(
    '%s: the name, "Scan for the menu" in the restaurant’s languages, a QR code that scans',
    async (size) => {
      const response = await api.download(
        `downloads/restaurants/${ids.bistro}/table-card-${size}.pdf`,
        tokens.owner,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Content-Disposition')).toBe(
        `attachment; filename="demo-bistro-table-card-${size}.pdf"`,
      );
      // KEEP_PDF_PNG: a folder to keep the rendered card in, to be looked at.
      const keep = process.env.KEEP_PDF_PNG;
      const keepPngAs = keep ? path.join(keep, `demo-table-card-${size}.png`) : undefined;
      expect(await pdfQrCodes(response.bytes, { keepPngAs })).toEqual([expectedUrl]);
      const text = normalise(await pdfText(response.bytes));
      // demo-bistro speaks ro (its default), en and hu.
      for (const words of [
        'Demo Bistro',
        'Scanați pentru meniu',
        'Scan for the menu',
        'Olvassa be az étlapért',
        'menu.nutrischeme.com/restaurant/demo-bistro',
      ]) {
        expect(text, words).toContain(words);
      }
      expect(text).not.toContain('Scannen für die Speisekarte');
      expect(await renderPdfPages(response.bytes)).toHaveLength(1);
    },
  );

  test('prints the restaurant’s logo, uploaded as WebP, and none without one', async () => {
    const webp = await sharp({
      create: { width: 240, height: 120, channels: 3, background: '#d01010' },
    })
      .webp()
      .toBuffer();
    const logo = await payload.create({
      collection: 'media',
      data: { alt: 'Logo', restaurant: ids.bistro },
      file: { data: webp, mimetype: 'image/webp', name: 'logo.webp', size: webp.length },
    });
    const redShare = async () => {
      const response = await api.download(
        `downloads/restaurants/${ids.bistro}/table-card-a6.pdf`,
        tokens.owner,
      );
      const file = path.join(await mkdtemp(path.join(tmpdir(), 'nutrimenu-card-')), 'card.png');
      expect(await pdfQrCodes(response.bytes, { dpi: 50, keepPngAs: file })).toEqual([expectedUrl]);
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      let red = 0;
      for (let index = 0; index < data.length; index += info.channels) {
        if ((data[index] ?? 0) > 150 && (data[index + 1] ?? 255) < 80) red += 1;
      }
      return red / (info.width * info.height);
    };
    // The demo restaurant has a generated logo of its own: none first, then the red one.
    const bistro = await payload.findByID({ collection: 'restaurants', id: ids.bistro, depth: 0 });
    try {
      await payload.update({ collection: 'restaurants', id: ids.bistro, data: { logo: null } });
      expect(await redShare()).toBe(0);
      await payload.update({ collection: 'restaurants', id: ids.bistro, data: { logo: logo.id } });
      expect(await redShare()).toBeGreaterThan(0.01);
    } finally {
      await payload.update({
        collection: 'restaurants',
        id: ids.bistro,
        data: { logo: bistro.logo ?? null },
      });
    }
  });
});

describe('access and errors', () => {
  const paths = () => [
    `downloads/recipes/${ids.labelDish}/label.pdf?locale=ro`,
    `downloads/menus/${ids.mainMenu}/menu.pdf`,
    `downloads/restaurants/${ids.bistro}/allergens.csv`,
    `downloads/restaurants/${ids.bistro}/allergens.pdf`,
    `downloads/restaurants/${ids.bistro}/qr.svg`,
    `downloads/restaurants/${ids.bistro}/qr.png`,
    `downloads/restaurants/${ids.bistro}/table-card-a6.pdf`,
    `downloads/restaurants/${ids.bistro}/table-card-a7.pdf`,
    `downloads/menus/${ids.mainMenu}/guest-menu.pdf?locale=hu`,
  ];

  test('anonymous requests get 401 with a message', async () => {
    for (const path of paths()) {
      const response = await api.download(path);
      expect(response.status, path).toBe(401);
      expect(JSON.parse(response.bytes.toString())).toEqual({
        errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }],
      });
    }
  });

  test('the owner of another restaurant gets 404 for every file of this one', async () => {
    for (const path of paths()) {
      const response = await api.download(path, tokens.otherOwner);
      expect(response.status, path).toBe(404);
    }
  });

  test('the owner of another restaurant still downloads their own', async () => {
    const response = await api.download(
      `downloads/restaurants/${ids.expired}/qr.svg`,
      tokens.otherOwner,
    );
    expect(response.status).toBe(200);
  });

  test('staff of the restaurant may download every file', async () => {
    for (const path of paths()) {
      const response = await api.download(path, tokens.staff);
      expect(response.status, path).toBe(200);
    }
  });

  test.each([
    {
      path: () => `downloads/recipes/${ids.labelDish}/label.pdf?locale=pl`,
      message: 'Unknown value “pl”. Use one of: en, ro, fr, it, es, hu, de.',
    },
    {
      path: () => `downloads/menus/${ids.mainMenu}/guest-menu.pdf?locale=pl`,
      message: 'Unknown value “pl”. Use one of: en, ro, fr, it, es, hu, de.',
    },
    {
      path: () => `downloads/restaurants/abc/table-card-a6.pdf`,
      message: 'Invalid arguments passed in request: id "abc"',
    },
    {
      path: () => `downloads/recipes/abc/label.pdf`,
      message: 'Invalid arguments passed in request: id "abc"',
    },
    {
      path: () => `downloads/restaurants/${ids.bistro}/allergens.csv?menu=x1`,
      message: 'Invalid arguments passed in request: menu "x1"',
    },
  ])('a bad request is a 400 that says why: $message', async ({ path, message }) => {
    const response = await api.download(path(), tokens.owner);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.bytes.toString()).errors[0].message).toBe(message);
  });

  test('an id that does not exist is a 404', async () => {
    const response = await api.download('downloads/recipes/999999/label.pdf', tokens.owner);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.bytes.toString()).errors[0].message).toBe(
      'The document with ID 999999 could not be found. It may have been deleted or never existed, or you may not have access to it.',
    );
  });

  test('errors are in the admin’s language', async () => {
    const missing = await api.rest('GET', 'downloads/recipes/999999/label.pdf', {
      token: tokens.owner,
      headers: { 'Accept-Language': 'ro' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      errors: [{ message: roTranslations.error.documentNotFound.replace('{{id}}', '999999') }],
    });
    const badLocale = await api.rest(
      'GET',
      `downloads/recipes/${ids.labelDish}/label.pdf?locale=pl`,
      {
        token: tokens.owner,
        headers: { 'Accept-Language': 'de' },
      },
    );
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.errors[0].message).toBe(
      (await adminTranslator('de'))('admin.csv.error.choice', {
        value: 'pl',
        allowed: LOCALES.join(', '),
      }),
    );
  });
});
