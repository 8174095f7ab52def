import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_NAMES, LOCALES } from '@nutrimenu/core/locale';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { es } from '@payloadcms/translations/languages/es';
import { fr } from '@payloadcms/translations/languages/fr';
import { hu } from '@payloadcms/translations/languages/hu';
import { it } from '@payloadcms/translations/languages/it';
import { ro } from '@payloadcms/translations/languages/ro';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { isAdminOrOwner } from './access/isAdminOrOwner';
import { isAdmin } from './access/roles';
import { Additives } from './collections/Additives';
import { Brands } from './collections/Brands';
import { Ingredients } from './collections/Ingredients';
import { Media } from './collections/Media';
import { Menus } from './collections/Menus';
import { Recipes } from './collections/Recipes';
import { Restaurants } from './collections/Restaurants';
import { Subscriptions } from './collections/Subscriptions';
import { Users } from './collections/Users';
import { publicEndpoints } from './endpoints/public';
import { env } from './env';
import { loginFailedTranslations } from './i18n/loginFailedTranslations';
import { recomputeRecipesTask } from './jobs/recomputeRecipesTask';
import { migrations } from './migrations';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const config = env();

export default buildConfig({
  serverURL: config.SERVER_URL,
  secret: config.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Nutrimenu' },
  },
  collections: [
    Users,
    Brands,
    Restaurants,
    Subscriptions,
    Menus,
    Recipes,
    Ingredients,
    Additives,
    Media,
  ],
  endpoints: publicEndpoints,
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: 'ro',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, ro, fr, it, es, hu, de },
    fallbackLanguage: 'en',
    translations: loginFailedTranslations,
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: config.DATABASE_URL },
    // Migrations everywhere, never schema push: dev and tests must not diverge from production.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  sharp,
  jobs: {
    tasks: [recomputeRecipesTask],
    // The server works the queue; CLI commands, builds and tests run jobs explicitly.
    autoRun: [{ cron: '*/10 * * * * *', queue: 'default', limit: 20 }],
    shouldAutoRun: () => config.JOBS_AUTORUN,
    // Payload's default lets any signed-in user run the queue over HTTP.
    access: { run: ({ req }) => isAdmin(req) },
  },
  graphQL: { disablePlaygroundInProduction: true },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  upload: { limits: { fileSize: 2 * 1024 * 1024 } },
  plugins: [
    multiTenantPlugin({
      tenantsSlug: 'restaurants',
      tenantField: { name: 'restaurant' },
      collections: {
        menus: {},
        recipes: {},
      },
      userHasAccessToAllTenants: (user) => (user as { role?: string }).role === 'admin',
      tenantsArrayField: {
        includeDefaultField: true,
        // Owners set the restaurants of the staff they invite (restrictRoleAndTenants keeps
        // them to their own); only admins move existing users between restaurants.
        arrayFieldAccess: { create: isAdminOrOwner, update: ({ req }) => isAdmin(req) },
      },
    }),
  ],
});
