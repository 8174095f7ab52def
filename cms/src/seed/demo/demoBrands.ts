import type { Brand } from '../../payload-types';

/** A demo brand: its document, and the colours its generated icons and share image use. */
export interface DemoBrand {
  data: Pick<
    Brand,
    'name' | 'key' | 'companyName' | 'homeUrl' | 'themeColor' | 'isFallback' | 'contact'
  > & { hosts: { host: string }[] };
  colors: { primary: string; secondary: string };
}

/**
 * The two brands of the spec. Each serves a `.localhost` menu host in development (browsers
 * resolve any `*.localhost` to this machine) and its production menu host; the Romanian
 * nutritional-values brand also serves every unknown host.
 */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    data: {
      name: 'NutriScheme',
      key: 'nutrischeme',
      companyName: 'NutriScheme SRL',
      hosts: [{ host: 'menu.nutrischeme.localhost' }, { host: 'menu.nutrischeme.com' }],
      homeUrl: 'https://nutrischeme.com',
      themeColor: '#1e7b4f',
      isFallback: false,
      contact: {
        email: 'contact@nutrischeme.com',
        phone: '+40 264 000 100',
        address: 'Cluj-Napoca, România',
      },
    },
    colors: { primary: '#1e7b4f', secondary: '#f2c14e' },
  },
  {
    data: {
      name: 'Valori Nutriționale',
      key: 'valorinutritionale',
      companyName: 'Valori Nutriționale SRL',
      hosts: [
        { host: 'menu.valorinutritionale.localhost' },
        { host: 'menu.valorinutritionale.ro' },
      ],
      homeUrl: 'https://valorinutritionale.ro',
      themeColor: '#f3f3f3',
      isFallback: true,
      contact: {
        email: 'contact@valorinutritionale.ro',
        phone: '+40 721 000 000',
        address: 'Cluj-Napoca, România',
      },
    },
    colors: { primary: '#c0392b', secondary: '#2c3e50' },
  },
];
