/**
 * A block of demo text: a heading, a paragraph or a bulleted list. Inline, `**bold**` is bold
 * and `[text](url)` a link (http(s), mailto or tel: the public pages show no other).
 */
export type TextBlock = { h2: string } | { p: string } | { ul: string[] };

/** What the demo pages say about the brand they belong to. */
export interface BrandFacts {
  name: string;
  companyName: string;
  homeUrl: string;
  email: string;
}

/** The help, FAQ and terms pages of one brand in one locale. */
export interface DemoPageTexts {
  help: { title: string; body: TextBlock[] };
  faq: {
    title: string;
    body: TextBlock[];
    items: { question: string; answer: TextBlock[] }[];
  };
  terms: { title: string; body: TextBlock[] };
}

/** The pages of a locale, written for a brand. */
export type DemoPagesIn = (brand: BrandFacts) => DemoPageTexts;

/** `[contact@x.ro](mailto:contact@x.ro)` */
export const mailLink = (brand: BrandFacts) => `[${brand.email}](mailto:${brand.email})`;

/** `[x.ro](https://x.ro)` */
export const homeLink = (brand: BrandFacts) => `[${new URL(brand.homeUrl).host}](${brand.homeUrl})`;
