import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3FakeServer, startS3Fake } from '../../../test/s3-fake-server.ts';
import { createObjectStorage, type ObjectStorage, readStorageConfig } from './index.ts';

// One contract, both implementations: what comment photos, contact files and resized images rely on.

let folder: string;
let s3: S3FakeServer;
const storages: Record<'local' | 's3', ObjectStorage> = {} as never;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'shop-storage-'));
  s3 = await startS3Fake();
  storages.local = createObjectStorage({ kind: 'local', root: folder });
  storages.s3 = createObjectStorage({ kind: 's3', ...s3.config });
});

afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('object storage: %s', (kind) => {
  const storage = () => storages[kind];

  it('answers the bytes put under a key, and null for a key never put', async () => {
    const body = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await storage().put('a1b2.webp', body, 'image/webp');
    expect(await storage().get('a1b2.webp')).toEqual(body);
    expect(await storage().get('never-put.webp')).toBeNull();
    expect(storage().kind).toBe(kind);
  });

  it('keeps keys in folders apart and replaces what a second put stores', async () => {
    await storage().put('contact/x.pdf', Buffer.from('%PDF-1 first'), 'application/pdf');
    await storage().put('contact/x.pdf', Buffer.from('%PDF-1 second'), 'application/pdf');
    expect((await storage().get('contact/x.pdf'))?.toString()).toBe('%PDF-1 second');
    expect(await storage().get('x.pdf')).toBeNull();
    expect(await storage().get('contact')).toBeNull();
  });

  it('deletes the keys given, and a missing key is no error', async () => {
    await storage().put('gone-1.webp', Buffer.from('one'), 'image/webp');
    await storage().put('kept.webp', Buffer.from('two'), 'image/webp');
    await storage().delete(['gone-1.webp', 'never-there.webp']);
    expect(await storage().get('gone-1.webp')).toBeNull();
    expect((await storage().get('kept.webp'))?.toString()).toBe('two');
  });

  it('adds up the sizes under a prefix only', async () => {
    await storage().put('.variants/90-a.webp', Buffer.alloc(1000, 1), 'image/webp');
    await storage().put('.variants/320-a.webp', Buffer.alloc(2345, 2), 'image/webp');
    await storage().put('outside.webp', Buffer.alloc(50_000, 3), 'image/webp');
    expect(await storage().totalBytes('.variants/')).toBe(3345);
    expect(await storage().totalBytes('no-such-prefix/')).toBe(0);
  });

  it('refuses keys that could reach outside the storage, before any request', async () => {
    for (const key of ['../escape.webp', 'contact/../../x', '/abs.webp', 'a//b', '', 'a b.webp', 'x\\y']) {
      await expect(storage().put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Not a storage key');
      await expect(storage().get(key)).rejects.toThrow('Not a storage key');
    }
  });
});

describe('S3 storage against the server’s checks', () => {
  it('is refused with a wrong secret (the request is signed, AWS Signature Version 4)', async () => {
    const forged = createObjectStorage({ kind: 's3', ...s3.config, secretAccessKey: 'not-the-secret' });
    await expect(forged.put('forged.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'S3 PutObject forged.webp answered 403 (SignatureDoesNotMatch)',
    );
    expect(await storages.s3.get('forged.webp')).toBeNull();
    expect(s3.refused).toEqual(['SignatureDoesNotMatch']);
  });

  it('names the missing bucket in the error', async () => {
    const other = createObjectStorage({ kind: 's3', ...s3.config, bucket: 'no-such-bucket' });
    await expect(other.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('404 (NoSuchBucket)');
  });
});

describe('readStorageConfig', () => {
  it('keeps uploads in $DATA_DIR/uploads by default', () => {
    expect(readStorageConfig({ DATA_DIR: '/srv/shop' })).toEqual({
      kind: 'local',
      root: '/srv/shop/uploads',
    });
  });

  it('reads the S3 settings, path style only when asked', () => {
    expect(
      readStorageConfig({
        STORAGE: 's3',
        S3_ENDPOINT: 'https://s3.ap-northeast-1.amazonaws.com',
        S3_BUCKET: 'mireva-uploads',
        S3_REGION: 'ap-northeast-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      bucket: 'mireva-uploads',
      region: 'ap-northeast-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      pathStyle: false,
    });
  });

  it('refuses STORAGE=s3 without its bucket and keys, naming them', () => {
    expect(() => readStorageConfig({ STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
