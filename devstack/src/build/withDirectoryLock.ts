import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const POLL_MS = 1000;
// A lock without a pid file is being taken right now, or its taker died in between.
const PIDLESS_STALE_MS = 10_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `work` while holding a lock directory (mkdir is atomic), so two processes never build into
 * the same folder at once: `npm start` and a test run would both start `next build` in cms/.next,
 * and the second one fails ("Another next build process is already running"). A lock whose
 * holder has died is taken over. `onWait` is told once when another process holds it.
 *
 * @example
 * await withDirectoryLock('/repo/cms/.next-build.lock', () => build(), () => console.log('waiting…'));
 */
export async function withDirectoryLock<T>(
  lockDir: string,
  work: () => Promise<T>,
  onWait: (holderPid: number) => void = () => {},
): Promise<T> {
  let told = false;
  for (;;) {
    try {
      await mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(
      await readFile(path.join(lockDir, 'pid'), 'utf8').catch(() => ''),
      10,
    );
    const pidless =
      !Number.isInteger(holder) &&
      Date.now() - ((await stat(lockDir).catch(() => null))?.mtimeMs ?? Date.now()) >
        PIDLESS_STALE_MS;
    if ((Number.isInteger(holder) && !isAlive(holder)) || pidless) {
      await rm(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!told && Number.isInteger(holder)) {
      told = true;
      onWait(holder);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    await writeFile(path.join(lockDir, 'pid'), String(process.pid));
    return await work();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
}
