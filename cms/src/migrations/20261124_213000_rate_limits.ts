import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Written by hand: the table belongs to rate-limiter-flexible's RateLimiterPostgres (the sign-in,
 * forgot-password and set-password limits, collections/Users/rateLimit), not to a collection, so
 * Payload's schema does not know it. Its columns are the library's own; created here so no CMS
 * instance creates tables at runtime (`tableCreated: true`). The drizzle snapshot (.json) is the
 * previous one: the next generated migration must neither create nor drop this table.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "rate_limits" (
  	"key" varchar(255) PRIMARY KEY NOT NULL,
  	"points" integer DEFAULT 0 NOT NULL,
  	"expire" bigint
  );
  CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "rate_limits";`)
}
