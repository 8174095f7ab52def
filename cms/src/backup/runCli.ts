import { BackupError } from './BackupError';

/** Runs a command's work: a BackupError is told as its message alone, anything else in full. */
export async function runCli(work: () => Promise<void>): Promise<void> {
  try {
    await work();
    process.exit(0);
  } catch (error) {
    console.error(
      error instanceof BackupError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : error,
    );
    process.exit(1);
  }
}
