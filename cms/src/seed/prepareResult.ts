/**
 * What prepareDatabase.ts sends the process that started it (`npm start`, the test and e2e
 * harnesses, over IPC) once the migrations are applied and the seed has run. Exported as
 * `@nutrimenu/cms/prepareResult` so those tools can `import type` it without compiling the CMS:
 * keep this file free of imports.
 */
export interface PrepareResult {
  type: 'prepareResult';
  /** Migrations recorded in this database, all applied. */
  migrationsTotal: number;
  /** The demo accounts and the password to show for each; none outside demo mode. */
  accounts: PreparedAccount[];
}

/** A demo account as the start banner prints it (the seed's SeededAccount). */
export interface PreparedAccount {
  email: string;
  /** The password, or a note when this run did not set it. */
  password: string;
  role: string;
}
