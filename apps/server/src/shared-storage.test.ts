// Two shop instances on one database and one S3 bucket, as two machines behind a load balancer: what
// one stores, the other serves (issue 28). Each instance is a whole shop server; the bucket is s3rver.
import { createObjectStorage, createSession } from '@shop/api';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../api/test/build-app.ts';
import { JPEG_BYTES, multipart } from '../../api/test/catalogue-support.ts';
import { type S3FakeServer, startS3Fake } from '../../api/test/s3-fake-server.ts';
import { readConfig } from './config.ts';
import { createShopServer } from './server.ts';

let database: TestDatabase;
let s3: S3FakeServer;
let one: FastifyInstance;
let other: FastifyInstance;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  [database, s3] = await Promise.all([openTestDatabase('seeded'), startS3Fake()]);
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: s3.config.endpoint,
    S3_BUCKET: s3.config.bucket,
    S3_REGION: s3.config.region,
    S3_ACCESS_KEY_ID: s3.config.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
    S3_PATH_STYLE: 'true',
  };
  // The API reads the storage settings of its process, as `npm start` does.
  for (const [name, value] of Object.entries(env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  const shop = () => createShopServer({ db: database.db, config: readConfig(env), logger: false });
  [one, other] = await Promise.all([shop(), shop()]);
});

afterAll(async () => {
  await Promise.all([one?.close(), other?.close()]);
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await s3?.close();
  await database?.close();
});

describe('uploads shared through S3 by two shop instances', () => {
  it('serves from one instance the comment photo stored through the other, and its resized copy', async () => {
    const [buyer] = await database.db
      .select({ member_id: schema.members.member_id })
      .from(schema.members)
      .where(eq(schema.members.member_mobile, '0912000000'));
    const [product] = await database.db
      .select({ sell_id: schema.sells.sell_id })
      .from(schema.sells)
      .where(eq(schema.sells.href, 'c-plus/vitamin-c-serum-15'));
    const token = await createSession(database.db, buyer!.member_id);
    const body = multipart({ stars: '5', content: '兩台機器都看得到' }, [
      { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: JPEG_BYTES },
    ]);
    const stored = await one.inject({
      method: 'POST',
      url: `/front-stage/v1/get-sell-pages/${product!.sell_id}/store-comment`,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      payload: body.payload,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const [name] = stored.json().comment.comment_images as string[];
    expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);

    const bucket = createObjectStorage({ kind: 's3', ...s3.config });
    const inBucket = await bucket.get(name!);
    expect((await sharp(inBucket!).metadata()).format).toBe('webp');

    const served = await other.inject(`/upload/${name}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(inBucket!)).toBe(true);

    expect((await other.inject(`/upload/${name}?w=90`)).statusCode).toBe(200);
    expect(await bucket.get(`.variants/90-${name}`)).not.toBeNull();
    expect(s3.refused).toEqual([]);
  });
});
