/** A refusal or failure the command reports as its message alone: the operator's to fix. */
export class BackupError extends Error {
  override name = 'BackupError';
}
