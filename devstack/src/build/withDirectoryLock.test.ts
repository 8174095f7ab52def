import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { withDirectoryLock } from './withDirectoryLock';

async function freshLock(): Promise<string> {
  return path.join(await mkdtemp(path.join(tmpdir(), 'nutrimenu-lock-')), 'build.lock');
}

test('a second holder waits until the first is done, and the lock is gone after both', async () => {
  const lock = await freshLock();
  const events: string[] = [];
  let releaseFirst = () => {};
  const first = withDirectoryLock(lock, async () => {
    events.push('first in');
    await new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    events.push('first out');
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const waitedFor: number[] = [];
  const second = withDirectoryLock(
    lock,
    async () => {
      events.push('second in');
    },
    (pid) => waitedFor.push(pid),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(events).toEqual(['first in']);
  releaseFirst();
  await Promise.all([first, second]);
  expect(events).toEqual(['first in', 'first out', 'second in']);
  expect(waitedFor).toEqual([process.pid]);
  expect(existsSync(lock)).toBe(false);
});

test('a lock left by a process that died is taken over', async () => {
  const lock = await freshLock();
  // The pid of a process that has exited.
  const dead = spawnSync(process.execPath, ['-e', '0']).pid;
  await mkdir(lock);
  await writeFile(path.join(lock, 'pid'), String(dead));
  expect(await withDirectoryLock(lock, async () => 'ran')).toBe('ran');
});

test('the lock is released when the work fails', async () => {
  const lock = await freshLock();
  await expect(
    withDirectoryLock(lock, async () => {
      throw new Error('build failed');
    }),
  ).rejects.toThrow('build failed');
  expect(existsSync(lock)).toBe(false);
});
