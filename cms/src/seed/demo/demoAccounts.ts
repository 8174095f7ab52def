import type { User } from '../../payload-types';

export interface DemoAccount {
  email: string;
  name: string;
  role: User['role'];
  preferredLocale: NonNullable<User['preferredLocale']>;
  /** Slugs of the restaurants the account belongs to. */
  restaurants: string[];
}

/**
 * The demo sign-ins, one per role. They exist only in demo mode; `example.com` is reserved for
 * documentation, so no real person can own these addresses.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    name: 'Demo Admin',
    role: 'admin',
    preferredLocale: 'en',
    restaurants: [],
  },
  {
    email: 'owner@example.com',
    name: 'Ioana Pop',
    role: 'owner',
    preferredLocale: 'ro',
    restaurants: ['demo-bistro'],
  },
  {
    email: 'staff@example.com',
    name: 'Mihai Rus',
    role: 'staff',
    preferredLocale: 'ro',
    restaurants: ['demo-bistro'],
  },
];
