import { spawn } from 'node:child_process';
import { BackupError } from './BackupError';

/**
 * Runs a command to its end, its output kept (pg_dump's and tar's errors are the only clue
 * when they fail); rejects with that output when it fails. `secret` (the database URL, with its
 * password) is blanked from the message.
 */
export function runTool(
  command: string,
  args: readonly string[],
  { secret }: { secret?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const said = secret ? output.split(secret).join('***') : output;
      reject(new BackupError(`${command.split('/').pop()} failed (exit ${code}):\n${said.trim()}`));
    });
  });
}
