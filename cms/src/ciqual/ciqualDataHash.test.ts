import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CIQUAL_DATA_FILES, ciqualDataHash } from './ciqualDataHash';

let dir: string;
let files: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'nutrimenu-hash-'));
  files = ['a.csv', 'b.csv'].map((name) => path.join(dir, name));
  await writeFile(files[0] ?? '', 'code,name\n1,x\n');
  await writeFile(files[1] ?? '', 'code,allergens\n1,gluten\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

test('the hash changes when any data file changes, and only then', async () => {
  const first = await ciqualDataHash(files);
  expect(first).toMatch(/^[0-9a-f]{64}$/);
  expect(await ciqualDataHash(files)).toBe(first);
  await writeFile(files[1] ?? '', 'code,allergens\n1,gluten|milk\n');
  const second = await ciqualDataHash(files);
  expect(second).not.toBe(first);
  // Bytes moved from one file to the other are a change too.
  await writeFile(files[0] ?? '', 'code,name\n1,x\ncode,allergens\n');
  await writeFile(files[1] ?? '', '1,gluten|milk\n');
  expect(await ciqualDataHash(files)).not.toBe(second);
});

test('covers the seven shipped files', async () => {
  expect(CIQUAL_DATA_FILES.map((file) => path.basename(file))).toEqual([
    'ciqual_2025.csv',
    'names.csv',
    'allergens.csv',
    'additives.csv',
    'refuse.csv',
    'aliases.csv',
    'supplier-label.csv',
  ]);
  expect(await ciqualDataHash()).toMatch(/^[0-9a-f]{64}$/);
});
