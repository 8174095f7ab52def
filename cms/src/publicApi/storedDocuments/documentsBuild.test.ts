import { expect, test } from 'vitest';
import { parseEnv } from '../../env';
import { documentsBuild } from './documentsBuild';

const base = {
  PAYLOAD_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://u@localhost:5432/d',
};

test('the build is the same for the same settings, and another for another public address', () => {
  const local = documentsBuild(parseEnv({ ...base, SERVER_URL: 'http://localhost:3000' }));
  expect(documentsBuild(parseEnv({ ...base, SERVER_URL: 'http://localhost:3000' }))).toBe(local);
  expect(documentsBuild(parseEnv({ ...base, SERVER_URL: 'https://cms.example.com' }))).not.toBe(
    local,
  );
});
