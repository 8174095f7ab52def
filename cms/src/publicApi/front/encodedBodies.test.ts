import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { createEncodedBodies } from './encodedBodies';

const JSON_BODY = JSON.stringify({ dishes: Array.from({ length: 200 }, (_, i) => `ciorbă ${i}`) });

/** A load that counts its calls. */
function counted(body: string | null) {
  const load = async () => {
    load.calls += 1;
    return body;
  };
  load.calls = 0;
  return load;
}

describe('compressed stored documents', () => {
  test('each encoding decodes to the JSON, which is read once per version and encoding', async () => {
    const bodies = createEncodedBodies(1024 * 1024);
    const load = counted(JSON_BODY);
    const br = await bodies.get('"v1"', 'br', load);
    const gzip = await bodies.get('"v1"', 'gzip', load);
    const plain = await bodies.get('"v1"', 'identity', load);
    expect(brotliDecompressSync(br as Buffer).toString('utf8')).toBe(JSON_BODY);
    expect(gunzipSync(gzip as Buffer).toString('utf8')).toBe(JSON_BODY);
    expect(plain?.toString('utf8')).toBe(JSON_BODY);
    expect(load.calls).toBe(3);
    await bodies.get('"v1"', 'br', load);
    await bodies.get('"v1"', 'identity', load);
    expect(load.calls).toBe(3);
    // Another version is another body.
    await bodies.get('"v2"', 'br', load);
    expect(load.calls).toBe(4);
  });

  test('requests for a version not kept yet share one read and compression', async () => {
    const bodies = createEncodedBodies(1024 * 1024);
    const load = counted(JSON_BODY);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => bodies.get('"v1"', 'gzip', load)),
    );
    expect(load.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  test('a version gone meanwhile gives nothing, and nothing is kept of it', async () => {
    const bodies = createEncodedBodies(1024 * 1024);
    expect(await bodies.get('"gone"', 'br', counted(null))).toBeNull();
    const load = counted(JSON_BODY);
    expect(await bodies.get('"gone"', 'br', load)).not.toBeNull();
    expect(load.calls).toBe(1);
  });

  test('kept within its bytes: the least recently sent go first, a body over the whole is not kept', async () => {
    const plainBytes = Buffer.byteLength(JSON_BODY);
    const bodies = createEncodedBodies(plainBytes * 2);
    const load = counted(JSON_BODY);
    await bodies.get('"a"', 'identity', load);
    await bodies.get('"b"', 'identity', load);
    await bodies.get('"a"', 'identity', load);
    await bodies.get('"c"', 'identity', load);
    expect(load.calls).toBe(3);
    // "b" was the least recently sent: it went.
    await bodies.get('"a"', 'identity', load);
    expect(load.calls).toBe(3);
    await bodies.get('"b"', 'identity', load);
    expect(load.calls).toBe(4);

    const small = createEncodedBodies(10);
    const again = counted(JSON_BODY);
    expect((await small.get('"big"', 'identity', again))?.toString('utf8')).toBe(JSON_BODY);
    await small.get('"big"', 'identity', again);
    expect(again.calls).toBe(2);
  });
});
