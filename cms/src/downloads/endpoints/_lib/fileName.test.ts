import { expect, test } from 'vitest';
import { fileName } from './fileName';

test.each([
  {
    parts: ['demo-bistro', 'salata-caesar', 'label', 'ro'],
    extension: 'pdf',
    name: 'demo-bistro-salata-caesar-label-ro.pdf',
  },
  {
    parts: ['demo-bistro', '', 'allergens', 'hu'],
    extension: 'csv',
    name: 'demo-bistro-allergens-hu.csv',
  },
  {
    parts: ['Bistro Ștefan', 'Meniu „zilei”'],
    extension: 'pdf',
    name: 'bistro-stefan-meniu-zilei.pdf',
  },
  { parts: ['"; evil\r\n'], extension: 'png', name: 'evil.png' },
  { parts: [''], extension: 'svg', name: 'download.svg' },
])('$name', ({ parts, extension, name }) => {
  expect(fileName(parts, extension)).toBe(name);
});
