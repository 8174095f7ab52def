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
import { restrictSystemCollections } from './access/restrictSystemCollections';
import { isAdmin, isAdminUser } from './access/roles';
import { changeStreamEndpoint } from './changes/changeStreamEndpoint';
import { Additives } from './collections/Additives';
import { BrandPages } from './collections/BrandPages';
import { Brands } from './collections/Brands';
import { IngredientPrices } from './collections/IngredientPrices';
import { Ingredients } from './collections/Ingredients';
import { Invitations } from './collections/Invitations';
import { Media } from './collections/Media';
import { Menus } from './collections/Menus';
import { PublicDocuments } from './collections/PublicDocuments';
import { Recipes } from './collections/Recipes';
import { queueOutdatedRecomputeAtStart } from './collections/Recipes/engine/queueOutdatedRecompute';
import { Restaurants } from './collections/Restaurants';
import { ShownHistory } from './collections/ShownHistory';
import { Subscriptions } from './collections/Subscriptions';
import { Users } from './collections/Users';
import { usersAccessResultOverride } from './collections/Users/access/invitedWithoutRestaurant';
import { accountMutations } from './collections/Users/endpoints/forgotPasswordMutation';
import { Videos } from './collections/Videos';
import { uploadLimitMessage, videoMaxBytes } from './collections/Videos/hooks/enforceVideoLimit';
import { csvEndpoints } from './csv/endpoints';
import { downloadEndpoints } from './downloads/endpoints';
import { accountEmailAdapter } from './email/accountEmailAdapter';
import { env } from './env';
import { hideLockedAccount } from './hooks/hideLockedAccount';
import { rejectMalformedIds } from './hooks/rejectMalformedIds';
import { adminTranslations } from './i18n/adminTranslations';
import { claimJobsAtomically } from './jobs/claimJobsAtomically';
import { recomputeCostsTask } from './jobs/recomputeCostsTask';
import { recomputeOutdatedResultsTask } from './jobs/recomputeOutdatedResultsTask';
import { recomputeRecipesTask } from './jobs/recomputeRecipesTask';
import { subscriptionWarningsTask } from './jobs/subscriptionWarningsTask';
import { migrations } from './migrations';
import { answerAccessWhenSignedOut } from './plugins/answerAccessWhenSignedOut';
import { answerMissingFile } from './plugins/answerMissingFile';
import { answerMissingPreference } from './plugins/answerMissingPreference';
import { impersonationPlugin } from './plugins/impersonation';
import { labelTenantsField } from './plugins/labelTenantsField';
import { objectStoragePlugin } from './plugins/objectStorage';
import { ownRestaurantsInTenantsField } from './plugins/ownRestaurantsInTenantsField';
import { refuseMisshapenData } from './plugins/refuseMisshapenData';
import { validateDrafts } from './plugins/validateDrafts';
import { publicEndpoints } from './publicApi/endpoints';
import { discardDocumentsOfOtherBuildsAtStart } from './publicApi/storedDocuments/discardDocumentsOfOtherBuilds';
import { recordMissingShownStates } from './shownHistory/recordMissingShownStates';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const config = env();

// restrictSystemCollections: access for collections Payload adds itself (document locks);
// rejectMalformedIds, answerMissingPreference and answerMissingFile: 4xx, not 500, for ids, keys
// and files that match nothing; validateDrafts and refuseMisshapenData: 400, not 500, for values
// a draft cannot hold and data of the wrong shape.
export default buildConfig({
  serverURL: config.SERVER_URL,
  secret: config.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' – Nutrimenu' },
    // Payload's default is Gravatar: a third party that receives a hash of each user's e-mail,
    // and a broken image offline.
    avatar: 'default',
    // date-fns' long date and short time of the admin's language: "24 noiembrie 2026, 12:13",
    // "2026. november 24., 12:13", "24. November 2026, 12:13". Payload's default is US-style
    // ("November 24th 2026, 12:13 PM") in every language.
    dateFormat: 'PPP, p',
    components: {
      providers: [
        '/components/PreferredLocaleFollowsAdminLanguage#PreferredLocaleFollowsAdminLanguage',
        '/components/PayloadAttributeRepairs#PayloadAttributeRepairs',
      ],
      afterNavLinks: ['/components/SignOutNavLink#SignOutNavLink'],
      beforeDashboard: [
        '/collections/Invitations/components/AcceptInvitationPanel#AcceptInvitationPanel',
        '/collections/Restaurants/components/FirstDayChecklist#FirstDayChecklist',
        '/collections/Subscriptions/components/SubscriptionDashboard#SubscriptionDashboard',
        '/costing/components/CostDashboard#CostDashboard',
      ],
    },
  },
  collections: [
    Users,
    Invitations,
    Brands,
    BrandPages,
    Restaurants,
    Subscriptions,
    Menus,
    Recipes,
    Ingredients,
    IngredientPrices,
    Additives,
    Media,
    Videos,
    ShownHistory,
    PublicDocuments,
  ],
  endpoints: [...publicEndpoints, changeStreamEndpoint, ...downloadEndpoints, ...csvEndpoints],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_NAMES[code] })),
    defaultLocale: 'ro',
    fallback: true,
  },
  i18n: {
    supportedLanguages: { en, ro, fr, it, es, hu, de },
    fallbackLanguage: 'en',
    translations: adminTranslations,
  },
  email: accountEmailAdapter(config),
  editor: lexicalEditor(),
  // Several CMS instances may work the job queue at once: claims are atomic and leased, so a
  // job of an instance that died is taken over by another (claimJobsAtomically).
  db: claimJobsAtomically(
    postgresAdapter({
      pool: { connectionString: config.DATABASE_URL },
      // Migrations everywhere, never schema push: dev and tests must not diverge from production.
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
      prodMigrations: migrations,
    }),
    { leaseSeconds: config.JOB_LEASE_SECONDS },
  ),
  sharp,
  jobs: {
    tasks: [
      recomputeRecipesTask,
      recomputeCostsTask,
      recomputeOutdatedResultsTask,
      subscriptionWarningsTask,
    ],
    // The server works the queue and queues scheduled tasks; CLI commands, builds and tests
    // run jobs explicitly.
    autoRun: [
      {
        cron: '*/10 * * * * *',
        queue: 'default',
        limit: 20,
        disableScheduling: !config.JOBS_AUTORUN,
      },
    ],
    shouldAutoRun: () => config.JOBS_AUTORUN,
    // Payload's default lets any signed-in user run the queue over HTTP.
    access: { run: ({ req }) => isAdmin(req) },
  },
  graphQL: {
    disablePlaygroundInProduction: true,
    mutations: accountMutations,
    queries: answerAccessWhenSignedOut,
  },
  hooks: { afterError: [hideLockedAccount] },
  onInit: async (payload) => {
    // What existed before the record of the public menu began gets its starting point.
    await recordMissingShownStates(payload);
    // Public documents stored by another build would keep its addresses and shape.
    await discardDocumentsOfOtherBuildsAtStart(payload);
    // Results an older engine computed are brought up to date in the background.
    await queueOutdatedRecomputeAtStart(payload);
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // One limit for every collection's REST form uploads (the local API skips it), so it is the
  // videos' one; Media's hook keeps images at 2 MB on every path, Videos' hook videos at
  // VIDEO_MAX_MB.
  upload: {
    limits: { fileSize: videoMaxBytes() },
    requestSizeLimit: videoMaxBytes() + 1024 * 1024,
    responseOnLimit: uploadLimitMessage(),
  },
  plugins: [
    impersonationPlugin(),
    multiTenantPlugin({
      tenantsSlug: 'restaurants',
      tenantField: { name: 'restaurant' },
      collections: {
        menus: {},
        recipes: {},
        'ingredient-prices': {},
      },
      userHasAccessToAllTenants: isAdminUser,
      // Owners keep sight of accounts they invited that have no restaurant left; the users
      // list filter is ours for the same reason (Users/access/invitedWithoutRestaurant.ts).
      usersAccessResultOverride,
      useUsersTenantFilter: false,
      tenantsArrayField: {
        includeDefaultField: true,
        // Owners set the restaurants of the staff they invite (restrictRoleAndTenants keeps
        // them to their own); only admins move existing users between restaurants.
        arrayFieldAccess: { create: isAdminOrOwner, update: ({ req }) => isAdmin(req) },
      },
    }),
    labelTenantsField(Users.slug),
    ownRestaurantsInTenantsField(Users.slug),
    // Media and videos in the S3 bucket when S3_BUCKET is set: shared by every CMS instance.
    objectStoragePlugin(config),
  ],
})
  .then(restrictSystemCollections)
  .then(rejectMalformedIds)
  .then(answerMissingPreference)
  .then(answerMissingFile)
  .then(validateDrafts)
  .then(refuseMisshapenData);
