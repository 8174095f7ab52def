import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { QR_PNG_SIZE, qrCodePng } from './qrCodePng';
import { qrCodeSvg } from './qrCodeSvg';

const run = promisify(execFile);
const url = 'https://menu.valorinutritionale.ro/restaurant/bistro-stefan';

async function decode(png: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-qr-'));
  try {
    await writeFile(path.join(dir, 'qr.png'), png);
    const { stdout } = await run('zbarimg', ['--quiet', '--raw', path.join(dir, 'qr.png')]);
    return stdout.replace(/\n$/, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('the PNG is 1200 px square at 300 dpi and reads back as the URL', async () => {
  const png = await qrCodePng(url);
  const meta = await sharp(png).metadata();
  expect([meta.width, meta.height, meta.density]).toEqual([QR_PNG_SIZE, QR_PNG_SIZE, 300]);
  expect(await decode(png)).toBe(url);
});

test('the PNG keeps a white quiet zone around the code', async () => {
  const { data, info } = await sharp(await qrCodePng(url))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const border = Math.floor(info.width / 50);
  for (let y = 0; y < border; y += 1) {
    for (let x = 0; x < info.width; x += 1) expect(data[y * info.width + x]).toBe(255);
  }
});

test('the SVG rendered to a bitmap reads back as the URL', async () => {
  const svg = await qrCodeSvg(url);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600)
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  expect(await decode(png)).toBe(url);
});
