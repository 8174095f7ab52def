import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { adminTranslator } from '../src/utilities/adminTranslator';
import { demoOwnerAdminForThisFile } from './helpers/demoOwnerAdmin';

/*
 * The technical sheet block of a dish's edit view in the real admin (production build, demo
 * data) in Debian's Chromium, as the demo owner: the steps typed and published, the sheet
 * approved with its button, the approval still shown after a reload, in Romanian and Hungarian.
 * Screenshots at 1280 px go to SHOTS_DIR for a person to look at.
 */

const STEP_MS = 60_000;
const POLL = { timeout: STEP_MS };
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/wt-sheet-shots';

const admin = demoOwnerAdminForThisFile({ shotsDir: SHOTS_DIR, stepMs: STEP_MS });
const { ownerPage } = admin;

async function api<T>(page: Page, pathAndQuery: string): Promise<T> {
  return (await admin.api<T>(page, pathAndQuery)).body;
}

async function openSheet(page: Page, id: number, title: string): Promise<void> {
  await page.goto(`${admin.url}/admin/collections/recipes/${id}`);
  await page.waitForLoadState('networkidle');
  // The block's toggle (Payload's collapsible header button), found by the block's title.
  // Payload remembers an opened block in the user's preferences: open it only when closed.
  const toggle = page
    .locator('.collapsible__toggle-wrap')
    .filter({ hasText: title })
    .first()
    .locator('button.collapsible__toggle');
  if ((await toggle.getAttribute('class'))?.includes('collapsible__toggle--collapsed')) {
    await toggle.click();
  }
  await page.getByTestId('sheet-approval').waitFor();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.getByTestId('sheet-approval').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

test('the owner writes the method, publishes and approves the sheet; the approval lasts', async () => {
  const ro = await adminTranslator('ro');
  const page = await ownerPage('ro');
  const { docs } = await api<{ docs: { id: number }[] }>(
    page,
    '/recipes?depth=0&limit=1&where[_status][equals]=published&where[onMenu][equals]=true',
  );
  const id = docs[0]?.id;
  if (id === undefined) throw new Error('no published demo dish');

  await openSheet(page, id, ro('admin.sheet.title'));
  await expect
    .poll(() => page.getByTestId('sheet-approval').innerText(), POLL)
    .toContain(ro('admin.sheet.approval.none'));
  // A step of the method and a critical point, then publish.
  await page
    .getByRole('button', { name: ro('admin.sheet.method.step'), exact: false })
    .first()
    .click();
  await page
    .locator('textarea[name="technicalSheet.method.0.text"]')
    .fill('Se spală și se curăță legumele.');
  await page
    .getByRole('button', { name: ro('admin.sheet.criticalPoint'), exact: false })
    .first()
    .click();
  await page
    .locator('textarea[name="technicalSheet.criticalPoints.0.text"]')
    .fill('Fierbere la miez');
  await page.locator('input[name="technicalSheet.criticalPoints.0.temperatureC"]').fill('75');
  await page.locator('input[name="technicalSheet.criticalPoints.0.minutes"]').fill('2');
  await page
    .locator('textarea[name="technicalSheet.storage.conditions"]')
    .fill('La frigider, acoperit');
  await page.locator('#action-save').click();
  await expect
    .poll(
      async () =>
        (
          await api<{ technicalSheet?: { method?: { text: string }[] } }>(
            page,
            `/recipes/${id}?depth=0&locale=ro`,
          )
        ).technicalSheet?.method?.[0]?.text,
      POLL,
    )
    .toBe('Se spală și se curăță legumele.');

  await openSheet(page, id, ro('admin.sheet.title'));
  await shot(page, 'sheet-ro-before-approval');
  await page.getByRole('button', { name: ro('admin.sheet.approve') }).click();
  await expect
    .poll(() => page.getByTestId('sheet-approval').innerText(), POLL)
    .toMatch(/^Aprobată de .+ pe .+, versiunea \d+/);
  // The stored approval, not the click's answer: a reload shows it again.
  await openSheet(page, id, ro('admin.sheet.title'));
  await expect
    .poll(() => page.getByTestId('sheet-approval').innerText(), POLL)
    .toMatch(/^Aprobată de .+ pe .+, versiunea \d+/);
  expect(await page.getByRole('button', { name: ro('admin.sheet.approve') }).count()).toBe(0);
  await shot(page, 'sheet-ro-1280');

  const hu = await adminTranslator('hu');
  const huPage = await ownerPage('hu');
  await openSheet(huPage, id, hu('admin.sheet.title'));
  await expect
    .poll(() => huPage.getByTestId('sheet-approval').innerText(), POLL)
    .toMatch(/^Jóváhagyta: /);
  await shot(huPage, 'sheet-hu-1280');
}, 600_000);
