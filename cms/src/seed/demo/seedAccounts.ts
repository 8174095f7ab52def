import type { PayloadRequest } from 'payload';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { generateDemoPassword } from './generateDemoPassword';
import { passwordMatches } from './passwordMatches';

export interface SeededAccount {
  email: string;
  password: string;
  role: string;
}

/** What is shown instead of a password the seed did not set this time. */
export const PASSWORD_UNCHANGED = '(unchanged; set DEMO_PASSWORD to reset it)';

/**
 * Creates the demo accounts that do not exist yet (matched by e-mail) and returns each one
 * with the password to show. The password is `demoPassword` when given, otherwise one
 * generated for this run and shown once, when the account is created: it is stored only as
 * Payload's hash, so later starts show PASSWORD_UNCHANGED. With `demoPassword`, existing
 * accounts whose password differs get it (and are unlocked), so setting DEMO_PASSWORD is the
 * way back into a demo account. Role and restaurants of an existing account are left alone.
 */
export async function seedAccounts(
  req: PayloadRequest,
  restaurantIds: ReadonlyMap<string, number>,
  demoPassword: string | undefined,
  log: (message: string) => void,
): Promise<SeededAccount[]> {
  // One generated password for the accounts this run creates: one thing to note down.
  const generated = generateDemoPassword();
  const accounts: SeededAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const { docs } = await req.payload.find({
      collection: 'users',
      where: { email: { equals: account.email } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
      req,
      overrideAccess: true,
    });
    const user = docs[0];
    if (!user) {
      const password = demoPassword ?? generated;
      await req.payload.create({
        collection: 'users',
        data: {
          email: account.email,
          password,
          name: account.name,
          role: account.role,
          preferredLocale: account.preferredLocale,
          tenants: account.restaurants.map((slug) => {
            const tenant = restaurantIds.get(slug);
            if (tenant === undefined) throw new Error(`Demo account ${account.email}: no ${slug}`);
            return { tenant };
          }),
        },
        req,
        overrideAccess: true,
        depth: 0,
      });
      log(`created demo account ${account.email} (${account.role})`);
      accounts.push({ email: account.email, password, role: account.role });
      continue;
    }
    if (demoPassword === undefined) {
      accounts.push({ email: account.email, password: PASSWORD_UNCHANGED, role: user.role });
      continue;
    }
    if (!(await passwordMatches(user, demoPassword))) {
      await req.payload.update({
        collection: 'users',
        id: user.id,
        data: { password: demoPassword },
        req,
        overrideAccess: true,
        depth: 0,
      });
      await req.payload.unlock({
        collection: 'users',
        data: { email: account.email, password: demoPassword },
        req,
        overrideAccess: true,
      });
      log(`set the password of ${account.email} to DEMO_PASSWORD`);
    }
    accounts.push({ email: account.email, password: demoPassword, role: user.role });
  }
  return accounts;
}
