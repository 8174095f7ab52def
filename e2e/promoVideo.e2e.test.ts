import { launchChromium } from '@nutrimenu/devstack/browser/launchChromium';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { fetchBrands } from './helpers/cmsApi';
import { getWithHost } from './helpers/getWithHost';
import { openPage } from './helpers/openPage';
import { runAxe } from './helpers/runAxe';

const stack = inject('stack');
const BRAND = 'nutrischeme';
const HOST = () => `menu.nutrischeme.localhost:${stack.storefrontPort}`;
const HOME = () => `http://${HOST()}/en`;
const CAPTIONS = {
  en: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nWelcome to NutriScheme!\n',
  ro: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nBine ați venit la NutriScheme!\n',
};

let browser: Browser;
let token: string;
let brandId: number | string;

async function asAdmin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.cmsUrl}${path}`, {
    ...init,
    headers: { Authorization: `JWT ${token}`, ...(init.headers ?? {}) },
  });
}

async function setPromoVideo(id: number | string | null): Promise<void> {
  const response = await asAdmin(`/api/brands/${brandId}?depth=0`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ promoVideo: id }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * A real, playable WebM made by Chromium itself (a canvas recorded with MediaRecorder): the demo
 * ships no video and this machine has no encoder, but the browser has one.
 */
async function recordWebm(): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 160;
      canvas.height = 90;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start();
      for (let frame = 0; frame < 25; frame += 1) {
        context.fillStyle = `hsl(${frame * 14}, 70%, 50%)`;
        context.fillRect(0, 0, canvas.width, canvas.height);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    });
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  const login = await fetch(`${stack.cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: stack.demoPassword }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  const found = await asAdmin(`/api/brands?where[key][equals]=${BRAND}&depth=0&limit=1`);
  const brand = ((await found.json()) as { docs: { id: number | string }[] }).docs[0];
  if (!brand) throw new Error(`The demo has no brand ${BRAND}`);
  brandId = brand.id;
});

afterAll(async () => {
  if (brandId !== undefined) await setPromoVideo(null);
  await browser?.close();
});

test('a promotional video uploaded in the CMS plays on the brand home page, with its captions', async () => {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await recordWebm())], { type: 'video/webm' }),
    'promo.webm',
  );
  form.append('_payload', JSON.stringify({ title: 'Nutrimenu in one second' }));
  const upload = await asAdmin('/api/videos', { method: 'POST', body: form });
  expect(upload.status, await upload.clone().text()).toBe(201);
  const video = ((await upload.json()) as { doc: { id: number | string } }).doc;
  await setPromoVideo(video.id);
  // Captions in two locales, each saved in its own locale as the admin's editor does.
  for (const [locale, captions] of Object.entries(CAPTIONS)) {
    const saved = await asAdmin(`/api/videos/${video.id}?locale=${locale}&depth=0`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ captions }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }

  const brand = (await fetchBrands(stack.cmsUrl)).find((b) => b.key === BRAND);
  const promoVideo = brand?.promoVideo;
  expect(promoVideo).toBeTruthy();
  expect(brand?.promoVideoCaptions).toEqual(['en', 'ro']);

  // The saves told the storefront, which dropped its cached pages and brand list.
  const context = await browser.newContext();
  const { page, problems } = await openPage(context, HOME());
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.locator('video track').count();
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(2);
  try {
    const element = page.locator('video').first();
    const source =
      (await element.getAttribute('src')) ??
      (await element.locator('source').first().getAttribute('src'));
    expect(new URL(source ?? '', HOME()).pathname).toBe(new URL(promoVideo ?? '', HOME()).pathname);
    // The file is served publicly and is a real video: the browser reads its length.
    const duration = await element.evaluate(async (node) => {
      const video = node as HTMLVideoElement;
      video.preload = 'metadata';
      video.load();
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = () => reject(new Error(`The video failed to load: ${video.error?.code}`));
      });
      return video.duration;
    });
    expect(duration).toBeGreaterThan(0);

    // One captions track per locale, from the storefront's own origin; English (the page's
    // locale) by default.
    const tracks = await element.locator('track').evaluateAll((nodes) =>
      nodes.map((node) => {
        const track = node as HTMLTrackElement;
        return {
          kind: track.kind,
          src: track.getAttribute('src'),
          srclang: track.srclang,
          label: track.label,
          default: track.default,
        };
      }),
    );
    expect(tracks).toEqual([
      {
        kind: 'captions',
        src: '/promo-video/captions/en.vtt',
        srclang: 'en',
        label: 'English',
        default: true,
      },
      {
        kind: 'captions',
        src: '/promo-video/captions/ro.vtt',
        srclang: 'ro',
        label: 'Română',
        default: false,
      },
    ]);
    // The browser loads the default track and parses its cues: the CMS's text, end to end.
    const cues = await element.evaluate(async (node) => {
      const videoElement = node as HTMLVideoElement;
      const index = [...videoElement.querySelectorAll('track')].findIndex((track) => track.default);
      const track = videoElement.textTracks[index];
      if (!track) throw new Error('No default text track');
      track.mode = 'showing';
      const started = Date.now();
      while ((track.cues?.length ?? 0) === 0) {
        if (Date.now() - started > 10_000) throw new Error('The captions never loaded');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return Array.from(track.cues ?? [], (cue) => (cue as VTTCue).text);
    });
    expect(cues).toEqual(['Welcome to NutriScheme!']);
    // The Romanian file is served too, as WebVTT; a locale without captions is a 404.
    const romanian = await getWithHost(
      `${stack.storefrontUrl}/promo-video/captions/ro.vtt`,
      HOST(),
    );
    expect([romanian.status, romanian.headers['content-type'], romanian.body]).toEqual([
      200,
      'text/vtt; charset=utf-8',
      CAPTIONS.ro,
    ]);
    expect(
      (await getWithHost(`${stack.storefrontUrl}/promo-video/captions/de.vtt`, HOST())).status,
    ).toBe(404);

    expect(await runAxe(page)).toEqual([]);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
