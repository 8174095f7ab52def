import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '@nutrimenu/core/contract';
import sharp, { type OverlayOptions } from 'sharp';
import { cardText } from './cardText';

/** What a card shows, with the pictures' bytes already read. */
export interface ShareCardPicture {
  /** The dish's name, or the restaurant's on its own card. */
  title: string;
  /** The restaurant's name under a dish, or its city on its own card. */
  subtitle: string;
  /** The brand's colour (`#rrggbb`), a band beside the text. */
  accent: string;
  /** The dish's photo (the restaurant's cover on its own card): any format sharp reads. */
  photo: Buffer | null;
  logo: Buffer | null;
}

// The storefront's text and surface colours: white text on near-black reads on any photo and
// beside any brand colour, so no contrast has to be worked out per brand.
const PANEL = '#1b1b1b';
const TITLE_COLOR = '#ffffff';
const SUBTITLE_COLOR = '#d9d9d6';
const LOGO_TILE = 120;
const LOGO_PADDING = 12;

interface Layout {
  /** Where the text panel starts (0: the whole card). */
  panelX: number;
  band: number;
  padding: number;
  titleSize: number;
  subtitleSize: number;
}

const WITH_PHOTO: Layout = { panelX: 680, band: 12, padding: 48, titleSize: 52, subtitleSize: 30 };
const WITHOUT_PHOTO: Layout = { panelX: 0, band: 20, padding: 80, titleSize: 80, subtitleSize: 40 };

async function photoLayer(photo: Buffer, width: number): Promise<OverlayOptions | null> {
  try {
    const input = await sharp(photo)
      .rotate()
      .resize({ width, height: SHARE_CARD_HEIGHT, fit: 'cover', position: 'attention' })
      .png()
      .toBuffer();
    return { input, left: 0, top: 0 };
  } catch {
    return null;
  }
}

// A logo is often dark on transparency: it sits on a white rounded tile.
async function logoLayers(logo: Buffer, left: number, top: number): Promise<OverlayOptions[]> {
  try {
    const inner = LOGO_TILE - 2 * LOGO_PADDING;
    const fitted = await sharp(logo)
      .resize({ width: inner, height: inner, fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true });
    const tile = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_TILE}" height="${LOGO_TILE}"><rect width="100%" height="100%" rx="16" fill="#ffffff"/></svg>`,
    );
    return [
      { input: tile, left, top },
      {
        input: fitted.data,
        left: left + Math.round((LOGO_TILE - fitted.info.width) / 2),
        top: top + Math.round((LOGO_TILE - fitted.info.height) / 2),
      },
    ];
  } catch {
    return [];
  }
}

/**
 * A share card: a 1200×630 PNG. With a photo, the photo fills the left part (cropped to its most
 * telling region) and a dark panel on the right holds the logo, the title (at most 3 lines) and
 * the subtitle; without one, the panel is the whole card and the title is larger. A brand-coloured
 * band runs beside the text. A photo or logo that cannot be decoded is left out.
 */
export async function renderShareCard(picture: ShareCardPicture): Promise<Buffer> {
  const photo = picture.photo ? await photoLayer(picture.photo, WITH_PHOTO.panelX) : null;
  const layout = photo ? WITH_PHOTO : WITHOUT_PHOTO;
  const textLeft = layout.panelX + layout.band + layout.padding;
  const textWidth = SHARE_CARD_WIDTH - textLeft - layout.padding;
  const layers: OverlayOptions[] = photo ? [photo] : [];
  layers.push({
    input: {
      create: {
        width: layout.band,
        height: SHARE_CARD_HEIGHT,
        channels: 3,
        background: picture.accent,
      },
    },
    left: layout.panelX,
    top: 0,
  });
  if (picture.logo) layers.push(...(await logoLayers(picture.logo, textLeft, layout.padding)));

  const [title, subtitle] = await Promise.all([
    cardText(picture.title, {
      weight: 'bold',
      size: layout.titleSize,
      minSize: Math.round(layout.titleSize * 0.7),
      color: TITLE_COLOR,
      width: textWidth,
      maxLines: 3,
    }),
    cardText(picture.subtitle, {
      weight: 'regular',
      size: layout.subtitleSize,
      minSize: Math.round(layout.subtitleSize * 0.8),
      color: SUBTITLE_COLOR,
      width: textWidth,
      maxLines: 2,
    }),
  ]);
  // The text sits at the foot of the panel, the subtitle last.
  let bottom = SHARE_CARD_HEIGHT - layout.padding;
  if (subtitle) {
    bottom -= subtitle.height;
    layers.push({ input: subtitle.png, left: textLeft, top: bottom });
    bottom -= Math.round(layout.subtitleSize * 0.9);
  }
  if (title) layers.push({ input: title.png, left: textLeft, top: bottom - title.height });

  return sharp({
    create: {
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
      channels: 3,
      background: PANEL,
    },
  })
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
