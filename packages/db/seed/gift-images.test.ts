// Issue 23: the monthly gift banner of /gift3_5 was /upload/Z-Gallery-Banner1.jpg, a file the demo never
// had (404). Every gift image the demo seeds is one the shop draws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, schema } from '../src/index.ts';
import { isDemoImage } from './images/index.ts';
import { seedDemoShop } from './index.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDemoShop(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('demo gift images', () => {
  it('every member gift image and banner is a drawn demo image', async () => {
    const rows = await database.db.select().from(schema.memberGifts);
    const names = new Set(rows.flatMap((r) => [r.gift3_image, r.gift3_image_mobile]).filter(Boolean));
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !isDemoImage(name))).toEqual([]);
  });
});
