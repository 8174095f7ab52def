import sharp from 'sharp';

export interface DemoImageOptions {
  width: number;
  height: number;
  colors: { primary: string; secondary: string };
  /** `mark`: a plate-and-leaf sign for icons and logos; `scene`: plates on a table for banners. */
  motif: 'mark' | 'scene';
  /** Round the mark's background (logos) rather than square it (app icons). */
  round?: boolean;
  format: 'png' | 'webp';
}

export interface DemoImageFile {
  data: Buffer;
  mimetype: string;
  name: string;
  size: number;
}

function markSvg({ width, height, colors, round }: DemoImageOptions): string {
  const size = Math.min(width, height);
  const c = size / 2;
  const background = round
    ? `<circle cx="${c}" cy="${c}" r="${c}" fill="${colors.primary}"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.18}" fill="${colors.primary}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${background}
  <circle cx="${c}" cy="${c}" r="${size * 0.32}" fill="#ffffff"/>
  <circle cx="${c}" cy="${c}" r="${size * 0.22}" fill="${colors.secondary}"/>
  <ellipse cx="${c}" cy="${c}" rx="${size * 0.07}" ry="${size * 0.16}" fill="${colors.primary}"
    transform="rotate(35 ${c} ${c})"/>
</svg>`;
}

function sceneSvg({ width, height, colors }: DemoImageOptions): string {
  const plate = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.9"/>
     <circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="${colors.secondary}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="table" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.primary}"/>
      <stop offset="1" stop-color="${colors.secondary}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#table)"/>
  ${plate(width * 0.22, height * 0.5, height * 0.3)}
  ${plate(width * 0.55, height * 0.38, height * 0.22)}
  ${plate(width * 0.8, height * 0.62, height * 0.26)}
</svg>`;
}

/**
 * A small generated picture (no network, no font needed) for the demo's brand icons, logos,
 * covers and share images.
 *
 * @example
 * const file = await demoImage('demo-bistro-logo', { width: 256, height: 256, motif: 'mark', … });
 * await payload.create({ collection: 'media', data: { alt }, file });
 */
export async function demoImage(name: string, options: DemoImageOptions): Promise<DemoImageFile> {
  const svg = options.motif === 'mark' ? markSvg(options) : sceneSvg(options);
  const image = sharp(Buffer.from(svg));
  const data =
    options.format === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.webp({ quality: 80 }).toBuffer();
  return {
    data,
    mimetype: options.format === 'png' ? 'image/png' : 'image/webp',
    name: `${name}.${options.format}`,
    size: data.length,
  };
}
