import { describe, expect, test } from 'vitest';
import { type EmbedPage, parseEmbedSettings } from '../src/parseEmbedSettings';

const PAGE: EmbedPage = {
  lang: 'hu-HU',
  languages: ['fr-FR', 'en'],
  origin: 'https://menu.example.com',
};

/** The attributes as the script's dataset or the custom element hands them over. */
function reader(attributes: Record<string, string>) {
  return (name: string) => attributes[name] ?? null;
}

describe('parseEmbedSettings', () => {
  test.each([
    {
      label: 'every setting given',
      attributes: {
        restaurant: 'bistro',
        locale: 'de',
        menu: 'lunch',
        api: 'https://cms.example.com/ignored/path',
      },
      page: PAGE,
      settings: {
        restaurant: 'bistro',
        locale: 'de',
        menu: 'lunch',
        apiOrigin: 'https://cms.example.com',
      },
    },
    {
      label: 'only the restaurant: page lang, default menu, the script’s origin',
      attributes: { restaurant: 'bistro' },
      page: PAGE,
      settings: {
        restaurant: 'bistro',
        locale: 'hu',
        menu: null,
        apiOrigin: 'https://menu.example.com',
      },
    },
    {
      label: 'a locale with a region',
      attributes: { restaurant: 'bistro', locale: 'ro-RO' },
      page: PAGE,
      settings: { restaurant: 'bistro', locale: 'ro', menu: null, apiOrigin: PAGE.origin },
    },
    {
      label: 'a locale Nutrimenu does not offer: the page lang',
      attributes: { restaurant: 'bistro', locale: 'pl' },
      page: PAGE,
      settings: { restaurant: 'bistro', locale: 'hu', menu: null, apiOrigin: PAGE.origin },
    },
    {
      label: 'no usable locale nor page lang: the browser’s first offered language',
      attributes: { restaurant: 'bistro', locale: 'pl' },
      page: { ...PAGE, lang: 'pt' },
      settings: { restaurant: 'bistro', locale: 'fr', menu: null, apiOrigin: PAGE.origin },
    },
    {
      label: 'nothing usable anywhere: Romanian',
      attributes: { restaurant: 'bistro' },
      page: { ...PAGE, lang: null, languages: ['pl', 'pt-BR'] },
      settings: { restaurant: 'bistro', locale: 'ro', menu: null, apiOrigin: PAGE.origin },
    },
    {
      label: 'an api that is not an absolute URL: the script’s origin',
      attributes: { restaurant: 'bistro', api: '/api' },
      page: PAGE,
      settings: { restaurant: 'bistro', locale: 'hu', menu: null, apiOrigin: PAGE.origin },
    },
    {
      label: 'unknown attributes ignored',
      attributes: { restaurant: 'bistro', theme: 'dark', target: 'slot', async: '' },
      page: PAGE,
      settings: { restaurant: 'bistro', locale: 'hu', menu: null, apiOrigin: PAGE.origin },
    },
  ])('reads $label', ({ attributes, page, settings }) => {
    expect(parseEmbedSettings(reader(attributes), page)).toEqual(settings);
  });

  test.each([
    { label: 'missing', attributes: { locale: 'en' } },
    { label: 'empty', attributes: { restaurant: '', menu: 'lunch' } },
  ])('gives nothing to show when the restaurant is $label', ({ attributes }) => {
    expect(parseEmbedSettings(reader(attributes), PAGE)).toBeNull();
  });
});
