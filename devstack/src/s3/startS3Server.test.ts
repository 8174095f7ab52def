import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from './startS3Server';

let server: S3Server;
let client: S3Client;

beforeAll(async () => {
  server = await startS3Server({ bucket: 'harness-check' });
  client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
});

afterAll(async () => {
  client?.destroy();
  await server?.stop();
});

// The CMS's storage adapter talks AWS SDK v3 with path-style URLs: these are the calls it makes.
describe('startS3Server', () => {
  // The adapter sends a file under 50 MB as one buffer, and a larger one in buffered parts: what
  // s3rver stores faithfully. (A streamed body, which the SDK frames as aws-chunked with a checksum
  // trailer, would be stored with its framing: s3rver does not decode it.)
  it('serves the AWS SDK v3: put, head, list, get, delete', async () => {
    expect(server.bucket).toBe('harness-check');
    await client.send(
      new PutObjectCommand({
        Bucket: server.bucket,
        Key: 'a/one.txt',
        Body: Buffer.from('one'),
        ContentType: 'text/plain',
      }),
    );
    await client.send(
      new PutObjectCommand({ Bucket: server.bucket, Key: 'a/two.txt', Body: Buffer.from('two') }),
    );

    const head = await client.send(
      new HeadObjectCommand({ Bucket: server.bucket, Key: 'a/one.txt' }),
    );
    expect(head.ContentType).toBe('text/plain');
    expect(head.ContentLength).toBe(3);

    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: server.bucket, Prefix: 'a/' }),
    );
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual(['a/one.txt', 'a/two.txt']);

    const got = await client.send(
      new GetObjectCommand({ Bucket: server.bucket, Key: 'a/two.txt' }),
    );
    expect(await got.Body?.transformToString()).toBe('two');

    await client.send(new DeleteObjectCommand({ Bucket: server.bucket, Key: 'a/one.txt' }));
    const after = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    expect(after.Contents?.map((object) => object.Key)).toEqual(['a/two.txt']);
  });

  // s3rver checks the key id but not SigV4 signatures: a wrong secret would pass, an unknown key not.
  it('refuses an unknown access key, so a client without the credentials fails', async () => {
    const stranger = new S3Client({
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'NOBODY', secretAccessKey: server.secretAccessKey },
    });
    await expect(
      stranger.send(new ListObjectsV2Command({ Bucket: server.bucket })),
    ).rejects.toThrow(/Access Key Id/i);
    stranger.destroy();
  });
});
