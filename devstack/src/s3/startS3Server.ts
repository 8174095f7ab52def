import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** `http://127.0.0.1:<port>`: the S3_ENDPOINT, path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stops the server and removes its objects. */
  stop(): Promise<void>;
}

/** s3rver's one built-in account: it checks signatures against this key pair. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver: the S3 REST API over files) on a free port of 127.0.0.1,
 * with its objects in a temporary folder and `bucket` created, for tests of the CMS's object
 * storage. Any S3 client reaches it with the returned endpoint, region and key pair.
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<S3Server> {
  const bucket = options.bucket ?? 'nutrimenu-media';
  const directory = await mkdtemp(path.join(tmpdir(), 'nutrimenu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    // 0: the OS picks a port when the server listens, so two test files never race for one.
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
