import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUploadJanitor } from '../src/modules/uploads/janitor';
import { createS3Storage, type S3StorageOptions } from '../src/providers/uploadStorage';
import { logoPng } from './support/multipart';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Uploads in an S3-compatible bucket (issue 34), against a local stand-in (s3rver) the test
 * starts: two server instances on one bucket, so a file one stores the other serves, and
 * the janitor lists and removes through the same storage.
 */

const BUCKET = 'runway-uploads';
const directory = mkdtempSync(join(tmpdir(), 'rl-s3rver-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
let bucket: S3StorageOptions;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  const { port } = (await s3.run()) as AddressInfo;
  bucket = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    prefix: 'uploads/',
    // s3rver's own keys.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: bucket.endpoint!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
});

const upload = (t: TestApp) => {
  const { payload, headers } = logoPng();
  return t.call({ method: 'POST', url: '/api/v2/auth/upload', payload, headers });
};

describe('uploads in an S3-compatible bucket', () => {
  it('stores through one instance and serves the same file from another', async () => {
    const stored = await upload(first);
    expect(stored.statusCode).toBe(200);
    const { name } = stored.json<{ name: string }>();
    // Nothing of it is in either instance's own directory: it is in the bucket.
    const listed = await createS3Storage(bucket).list();
    expect(listed.map((file) => file.name)).toContain(name);

    const served = await second.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');
    // The stored image is re-encoded from its pixels: a PNG of its own, not the bytes sent.
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const missing = await second.app.inject({ method: 'GET', url: '/uploads/brands_none.png' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the janitor remove an old upload nobody refers to, from the bucket', async () => {
    const stored = await upload(second);
    const { name } = stored.json<{ name: string }>();
    const storage = createS3Storage(bucket);
    const janitor = createUploadJanitor({ storage, db: second.database.db, maxAgeMs: 0 });
    const removed = await janitor.runOnce(new Date(Date.now() + 1000));
    expect(removed).toContain(name);
    expect((await storage.list()).map((file) => file.name)).not.toContain(name);
    expect((await first.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(
      404,
    );
    // A second removal of the same name (another process was first) is no error.
    await expect(storage.remove(name)).resolves.toBeUndefined();
  });
});
