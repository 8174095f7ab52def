import { describe, expect, test } from 'vitest';
import { jsonLdScript } from './jsonLdScript';

describe('jsonLdScript', () => {
  test('wraps the JSON in an ld+json script element', () => {
    expect(jsonLdScript({ '@type': 'Menu', name: 'Meniu' })).toBe(
      '<script type="application/ld+json">{"@type":"Menu","name":"Meniu"}</script>',
    );
  });

  test('escapes markup so a dish name cannot close the element, and still parses to the same text', () => {
    const name = '</script><script>alert(1)</script> & <!-- ş';
    const script = jsonLdScript({ name });
    const json = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name });
  });
});
