import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The PAYLOAD_SECRET kept in `file`, created on first use. Payload signs sessions with it, so a
 * secret generated afresh on every start would sign everyone out at each restart.
 */
export async function loadOrCreateSecret(
  file: string,
): Promise<{ secret: string; created: boolean }> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length >= 32) {
      // Tighten a file someone copied or created loosely: it signs every session.
      await chmod(file, 0o600);
      return { secret, created: false };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return { secret, created: true };
}
