/**
 * `npm run backup`: writes a backup archive of the installation in DATABASE_URL and MEDIA_DIR
 * (or S3_BUCKET) into BACKUP_DIR and prints its path. See createBackup.
 */
import { backupEnv } from './backupEnv';
import { createBackup } from './createBackup';
import { runCli } from './runCli';

await runCli(async () => {
  const settings = backupEnv();
  const archive = await createBackup({
    databaseUrl: settings.DATABASE_URL,
    mediaDir: settings.MEDIA_DIR,
    s3: settings.S3_BUCKET
      ? {
          bucket: settings.S3_BUCKET,
          endpoint: settings.S3_ENDPOINT ?? null,
          region: settings.S3_REGION ?? null,
        }
      : null,
    outDir: settings.BACKUP_DIR,
    binDir: settings.PG_BIN_DIR,
  });
  console.log(archive);
});
