/**
 * `npm run restore -- FILE`: restores a backup archive into the empty database in DATABASE_URL
 * and the empty MEDIA_DIR. See restoreBackup.
 */
import { z } from 'zod';
import { migrations } from '../migrations';
import { BackupError } from './BackupError';
import { backupEnv } from './backupEnv';
import { restoreBackup } from './restoreBackup';
import { runCli } from './runCli';

const argsSchema = z.tuple([z.string().min(1)], {
  error: 'Usage: npm run restore -- FILE (one backup archive written by npm run backup)',
});

await runCli(async () => {
  const args = argsSchema.safeParse(process.argv.slice(2));
  if (!args.success)
    throw new BackupError(args.error.issues[0]?.message ?? 'Usage: npm run restore -- FILE');
  const settings = backupEnv();
  const { manifest, mediaFiles } = await restoreBackup({
    file: args.data[0],
    databaseUrl: settings.DATABASE_URL,
    mediaDir: settings.MEDIA_DIR,
    knownMigrations: migrations.map((migration) => migration.name),
    binDir: settings.PG_BIN_DIR,
  });
  console.log(
    `Restored the backup of ${manifest.createdAt}: the database and ${mediaFiles} media files.`,
  );
  if (manifest.media.storage === 's3') {
    console.log(`Media: ${manifest.media.note} Bucket: ${manifest.media.bucket}.`);
  }
});
