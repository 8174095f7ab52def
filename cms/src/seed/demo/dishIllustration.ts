import sharp from 'sharp';
import type { DemoRecipe } from './data/types';
import type { DemoImageFile } from './demoImage';

/** The kinds of dish the demo draws, each a flat picture on its own background colour. */
export type DishKind =
  | 'soup'
  | 'pizza'
  | 'salad'
  | 'burger'
  | 'pancakes'
  | 'dessert'
  | 'hotDrink'
  | 'coldDrink'
  | 'beer'
  | 'wine'
  | 'polenta'
  | 'main';

// Words of the demo's (Romanian) slugs that say what is on the plate; the first match wins.
const KIND_BY_WORD: [RegExp, DishKind][] = [
  [/ciorba|supa/, 'soup'],
  [/pizza/, 'pizza'],
  [/salata|zacusca|fasole|platou/, 'salad'],
  [/burger/, 'burger'],
  [/clatite|papanasi|poale/, 'pancakes'],
  [/tiramisu|inghetata/, 'dessert'],
  [/espresso|cappuccino|ciocolata-calda|ceai/, 'hotDrink'],
  [/bere/, 'beer'],
  [/vin-/, 'wine'],
  [/mamaliga|tocanita|tochitura|sarmale/, 'polenta'],
];

/** What a demo dish is drawn as, from its slug and category. */
export function dishKindOf(recipe: Pick<DemoRecipe, 'slug' | 'category'>): DishKind {
  const found = KIND_BY_WORD.find(([word]) => word.test(recipe.slug));
  if (found) return found[1];
  return recipe.category === 'drinks' ? 'coldDrink' : 'main';
}

const WIDTH = 800;
const HEIGHT = 600;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;

const BACKGROUND: Record<DishKind, string> = {
  soup: '#f4d9b8',
  pizza: '#e8d4b0',
  salad: '#d9ecd0',
  burger: '#f6dcc4',
  pancakes: '#f7e3e8',
  dessert: '#e9dff3',
  hotDrink: '#eadbcf',
  coldDrink: '#d4ecf2',
  beer: '#f5e6b8',
  wine: '#f0d6dc',
  polenta: '#f6e7bf',
  main: '#e2e8d8',
};

const plate = (r: number) =>
  `<circle cx="${CX}" cy="${CY}" r="${r}" fill="#ffffff"/>
   <circle cx="${CX}" cy="${CY}" r="${r * 0.8}" fill="#f3f1ec"/>`;

const shadow = (rx: number, ry: number, y = CY + 200) =>
  `<ellipse cx="${CX}" cy="${y}" rx="${rx}" ry="${ry}" fill="#000000" fill-opacity="0.08"/>`;

const DRAWINGS: Record<DishKind, string> = {
  soup: `${plate(230)}
    <circle cx="${CX}" cy="${CY}" r="165" fill="#ffffff" stroke="#e0d6c8" stroke-width="6"/>
    <circle cx="${CX}" cy="${CY}" r="140" fill="#d98c3f"/>
    <circle cx="${CX - 40}" cy="${CY - 30}" r="30" fill="#fff6e8"/>
    <circle cx="${CX + 50}" cy="${CY + 40}" r="12" fill="#6aa84f"/>
    <circle cx="${CX - 60}" cy="${CY + 55}" r="10" fill="#6aa84f"/>
    <circle cx="${CX + 30}" cy="${CY - 60}" r="9" fill="#e8b04a"/>
    <rect x="${CX + 120}" y="${CY - 18}" width="200" height="36" rx="18" fill="#b8b8b8"
      transform="rotate(-30 ${CX + 120} ${CY})"/>`,
  pizza: `${plate(240)}
    <circle cx="${CX}" cy="${CY}" r="200" fill="#d9a35b"/>
    <circle cx="${CX}" cy="${CY}" r="175" fill="#c8462f"/>
    <circle cx="${CX - 70}" cy="${CY - 50}" r="40" fill="#f6e7c1"/>
    <circle cx="${CX + 60}" cy="${CY + 60}" r="45" fill="#f6e7c1"/>
    <circle cx="${CX + 75}" cy="${CY - 70}" r="35" fill="#f6e7c1"/>
    <circle cx="${CX - 60}" cy="${CY + 80}" r="32" fill="#f6e7c1"/>
    <ellipse cx="${CX}" cy="${CY}" rx="22" ry="12" fill="#3f8a3a" transform="rotate(30 ${CX} ${CY})"/>
    <ellipse cx="${CX - 110}" cy="${CY + 10}" rx="20" ry="11" fill="#3f8a3a"/>
    <ellipse cx="${CX + 120}" cy="${CY + 5}" rx="20" ry="11" fill="#3f8a3a" transform="rotate(-40 ${CX + 120} ${CY + 5})"/>`,
  salad: `${plate(230)}
    <ellipse cx="${CX - 60}" cy="${CY - 40}" rx="90" ry="55" fill="#7cbf5a" transform="rotate(-25 ${CX - 60} ${CY - 40})"/>
    <ellipse cx="${CX + 60}" cy="${CY - 30}" rx="85" ry="50" fill="#5fa344" transform="rotate(30 ${CX + 60} ${CY - 30})"/>
    <ellipse cx="${CX}" cy="${CY + 60}" rx="95" ry="55" fill="#8fcf6a"/>
    <circle cx="${CX - 70}" cy="${CY + 50}" r="30" fill="#e0523e"/>
    <circle cx="${CX + 80}" cy="${CY + 40}" r="28" fill="#e0523e"/>
    <circle cx="${CX + 10}" cy="${CY - 70}" r="26" fill="#e0523e"/>
    <rect x="${CX - 20}" y="${CY - 10}" width="50" height="40" rx="6" fill="#fbf6e4"/>
    <circle cx="${CX + 120}" cy="${CY - 90}" r="14" fill="#3b3b3b"/>`,
  burger: `${shadow(230, 26)}
    <path d="M${CX - 200} ${CY - 20} Q${CX - 200} ${CY - 190} ${CX} ${CY - 190} Q${CX + 200} ${CY - 190} ${CX + 200} ${CY - 20} Z" fill="#e2a04f"/>
    <circle cx="${CX - 60}" cy="${CY - 120}" r="7" fill="#fbeed2"/>
    <circle cx="${CX + 30}" cy="${CY - 140}" r="7" fill="#fbeed2"/>
    <circle cx="${CX + 90}" cy="${CY - 100}" r="7" fill="#fbeed2"/>
    <path d="M${CX - 215} ${CY - 10} Q${CX - 150} ${CY + 25} ${CX - 90} ${CY - 5} Q${CX - 30} ${CY + 25} ${CX + 30} ${CY - 5} Q${CX + 90} ${CY + 25} ${CX + 150} ${CY - 5} Q${CX + 190} ${CY + 20} ${CX + 215} ${CY - 10} L${CX + 215} ${CY - 25} L${CX - 215} ${CY - 25} Z" fill="#6cb548"/>
    <rect x="${CX - 190}" y="${CY + 5}" width="380" height="22" fill="#f2c230"/>
    <rect x="${CX - 205}" y="${CY + 25}" width="410" height="60" rx="28" fill="#6b3b22"/>
    <rect x="${CX - 195}" y="${CY + 90}" width="390" height="75" rx="30" fill="#e2a04f"/>`,
  pancakes: `${plate(230)}
    <rect x="${CX - 170}" y="${CY - 110}" width="340" height="80" rx="40" fill="#f1cf8f" transform="rotate(-8 ${CX} ${CY - 70})"/>
    <rect x="${CX - 170}" y="${CY - 20}" width="340" height="80" rx="40" fill="#eac27c" transform="rotate(-8 ${CX} ${CY + 20})"/>
    <rect x="${CX - 170}" y="${CY + 70}" width="340" height="80" rx="40" fill="#f1cf8f" transform="rotate(-8 ${CX} ${CY + 110})"/>
    <circle cx="${CX + 110}" cy="${CY - 60}" r="34" fill="#6b2d5c"/>
    <circle cx="${CX - 100}" cy="${CY + 40}" r="26" fill="#6b2d5c"/>
    <circle cx="${CX + 20}" cy="${CY + 120}" r="22" fill="#ffffff"/>`,
  dessert: `${shadow(170, 20)}
    <path d="M${CX - 150} ${CY - 10} L${CX + 150} ${CY - 10} L${CX + 90} ${CY + 150} L${CX - 90} ${CY + 150} Z" fill="#ffffff" fill-opacity="0.9"/>
    <rect x="${CX - 20}" y="${CY + 150}" width="40" height="40" fill="#ffffff"/>
    <circle cx="${CX - 70}" cy="${CY - 30}" r="70" fill="#f4e3c3"/>
    <circle cx="${CX + 70}" cy="${CY - 30}" r="70" fill="#f2a5b8"/>
    <circle cx="${CX}" cy="${CY - 100}" r="70" fill="#8b5a3c"/>
    <circle cx="${CX + 20}" cy="${CY - 175}" r="18" fill="#c8263a"/>`,
  hotDrink: `<ellipse cx="${CX}" cy="${CY + 90}" rx="230" ry="70" fill="#ffffff"/>
    <path d="M${CX - 140} ${CY - 90} L${CX + 140} ${CY - 90} L${CX + 110} ${CY + 100} Q${CX} ${CY + 140} ${CX - 110} ${CY + 100} Z" fill="#ffffff" stroke="#ddd2c4" stroke-width="6"/>
    <ellipse cx="${CX}" cy="${CY - 90}" rx="140" ry="34" fill="#7a4a2c"/>
    <ellipse cx="${CX}" cy="${CY - 90}" rx="70" ry="16" fill="#e9d2b4"/>
    <path d="M${CX + 135} ${CY - 50} Q${CX + 220} ${CY - 40} ${CX + 125} ${CY + 50}" fill="none" stroke="#ffffff" stroke-width="22"/>
    <path d="M${CX - 40} ${CY - 150} q-20 -40 0 -80 M${CX + 30} ${CY - 150} q-20 -40 0 -80" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>`,
  coldDrink: `${shadow(120, 18)}
    <path d="M${CX - 110} ${CY - 200} L${CX + 110} ${CY - 200} L${CX + 85} ${CY + 195} L${CX - 85} ${CY + 195} Z" fill="#ffffff" fill-opacity="0.75"/>
    <path d="M${CX - 100} ${CY - 110} L${CX + 100} ${CY - 110} L${CX + 85} ${CY + 185} L${CX - 85} ${CY + 185} Z" fill="#f2b84b"/>
    <rect x="${CX - 60}" y="${CY - 80}" width="50" height="50" rx="8" fill="#ffffff" fill-opacity="0.7" transform="rotate(12 ${CX - 35} ${CY - 55})"/>
    <rect x="${CX + 5}" y="${CY - 40}" width="50" height="50" rx="8" fill="#ffffff" fill-opacity="0.7" transform="rotate(-10 ${CX + 30} ${CY - 15})"/>
    <rect x="${CX + 30}" y="${CY - 280}" width="18" height="220" rx="9" fill="#e0523e" transform="rotate(12 ${CX + 39} ${CY - 170})"/>
    <circle cx="${CX - 100}" cy="${CY - 200}" r="45" fill="#f6d04d" stroke="#ffffff" stroke-width="8"/>`,
  beer: `${shadow(150, 20)}
    <rect x="${CX - 110}" y="${CY - 160}" width="220" height="350" rx="24" fill="#f2a81d"/>
    <path d="M${CX + 110} ${CY - 90} h50 a40 40 0 0 1 40 40 v110 a40 40 0 0 1 -40 40 h-50" fill="none" stroke="#ffffff" stroke-width="26"/>
    <circle cx="${CX - 70}" cy="${CY - 170}" r="45" fill="#ffffff"/>
    <circle cx="${CX}" cy="${CY - 185}" r="55" fill="#ffffff"/>
    <circle cx="${CX + 70}" cy="${CY - 170}" r="45" fill="#ffffff"/>
    <circle cx="${CX - 40}" cy="${CY + 40}" r="8" fill="#fbd66b"/>
    <circle cx="${CX + 30}" cy="${CY + 100}" r="10" fill="#fbd66b"/>
    <circle cx="${CX + 10}" cy="${CY - 20}" r="7" fill="#fbd66b"/>`,
  wine: `${shadow(110, 16)}
    <path d="M${CX - 110} ${CY - 210} L${CX + 110} ${CY - 210} Q${CX + 120} ${CY - 20} ${CX} ${CY + 10} Q${CX - 120} ${CY - 20} ${CX - 110} ${CY - 210} Z" fill="#ffffff" fill-opacity="0.8"/>
    <path d="M${CX - 113} ${CY - 120} L${CX + 113} ${CY - 120} Q${CX + 105} ${CY - 15} ${CX} ${CY + 5} Q${CX - 105} ${CY - 15} ${CX - 113} ${CY - 120} Z" fill="#8e1f3a"/>
    <rect x="${CX - 10}" y="${CY + 5}" width="20" height="170" fill="#ffffff"/>
    <ellipse cx="${CX}" cy="${CY + 180}" rx="90" ry="22" fill="#ffffff"/>`,
  polenta: `${plate(230)}
    <ellipse cx="${CX - 50}" cy="${CY + 10}" rx="120" ry="95" fill="#f2c53d"/>
    <ellipse cx="${CX - 70}" cy="${CY - 20}" rx="50" ry="30" fill="#f7da74"/>
    <ellipse cx="${CX + 100}" cy="${CY - 40}" rx="70" ry="45" fill="#8a4b2a"/>
    <ellipse cx="${CX + 90}" cy="${CY + 70}" rx="60" ry="40" fill="#a85a32"/>
    <circle cx="${CX - 40}" cy="${CY - 100}" r="28" fill="#ffffff"/>
    <circle cx="${CX + 150}" cy="${CY + 10}" r="10" fill="#4f9a3c"/>`,
  main: `${plate(230)}
    <ellipse cx="${CX + 40}" cy="${CY - 30}" rx="130" ry="80" fill="#a5623a" transform="rotate(-15 ${CX + 40} ${CY - 30})"/>
    <path d="M${CX - 20} ${CY - 80} l120 90 M${CX - 50} ${CY - 40} l120 90" stroke="#7d4426" stroke-width="10" stroke-linecap="round"/>
    <circle cx="${CX - 110}" cy="${CY + 80}" r="34" fill="#f0d27a"/>
    <circle cx="${CX - 50}" cy="${CY + 115}" r="30" fill="#eac662"/>
    <circle cx="${CX - 150}" cy="${CY + 20}" r="28" fill="#f0d27a"/>
    <ellipse cx="${CX + 80}" cy="${CY + 100}" rx="55" ry="28" fill="#5fa344"/>
    <circle cx="${CX + 130}" cy="${CY + 70}" r="18" fill="#e0523e"/>`,
};

/** The flat drawing of a kind of dish, 800×600, as SVG. */
export function dishIllustrationSvg(kind: DishKind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${BACKGROUND[kind]}"/>
  ${DRAWINGS[kind]}
</svg>`;
}

/**
 * The demo's picture of a dish: the project's own flat drawing of its kind (no photograph, no
 * download), rasterized to WebP so Payload makes its sizes as for an uploaded photo.
 */
export async function dishIllustration(slug: string, kind: DishKind): Promise<DemoImageFile> {
  const data = await sharp(Buffer.from(dishIllustrationSvg(kind)))
    .webp({ quality: 78 })
    .toBuffer();
  return { data, mimetype: 'image/webp', name: `${slug}.webp`, size: data.length };
}
