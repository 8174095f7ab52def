import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { inlineStylesheets } from './inlineStylesheets';

test('replaces each built stylesheet link by the file in a style element', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'inline-css-'));
  await writeFile(path.join(dir, 'index-abc.css'), 'body{color:red}');
  const template =
    '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><!--app-head--></head>';
  expect(await inlineStylesheets(template, dir)).toBe(
    '<head><style>body{color:red}</style><!--app-head--></head>',
  );
});

test('leaves a template without stylesheets unchanged', async () => {
  const template = '<head><!--app-head--></head>';
  expect(await inlineStylesheets(template, '/nonexistent')).toBe(template);
});

test('cannot be closed early by a </style inside the CSS', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'inline-css-'));
  await writeFile(path.join(dir, 'a.css'), 'a::after{content:"</style>"}');
  const html = await inlineStylesheets('<link rel="stylesheet" href="/assets/a.css">', dir);
  expect(html).toBe('<style>a::after{content:"<\\/style>"}</style>');
});
