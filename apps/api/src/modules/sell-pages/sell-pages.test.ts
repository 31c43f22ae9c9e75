import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import {
  AllowedCommentsAnswer,
  COMMENT_IMAGE_MAX_BYTES,
  ErrorBody,
  MemberCommentsAnswer,
  SellActivitiesAnswer,
  SellPageAnswer,
  StoreCommentAnswer,
} from '@shop/contracts';
import { catalogueApiMessages, UPLOAD_IMAGE_MAX_PIXELS } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import {
  API,
  bearer,
  demoMemberSession,
  JPEG_BYTES,
  multipart,
  NOT_AN_IMAGE,
  newMemberSession,
  PNG_BYTES,
  useTemporaryDataDir,
} from '../../../test/catalogue-support.ts';
import { maskName } from './comments.service.ts';

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof useTemporaryDataDir>>;
/** The best seller, which every demo member has bought. */
let bestSeller: { sell_id: number; p_id: number };

beforeAll(async () => {
  dataDir = await useTemporaryDataDir();
  t = await buildTestApp();
  const [row] = await t.db
    .select({ sell_id: schema.sells.sell_id, p_id: schema.sells.p_id })
    .from(schema.sells)
    .where(eq(schema.sells.href, 'c-plus/vitamin-c-serum-15'));
  bestSeller = row!;
});
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `${API}/${url}`, headers });

function storeComment(sellId: number, token: string | null, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/get-sell-pages/${sellId}/store-comment`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

describe('get-sell-pages/{id}', () => {
  it('answers the product page with copy, facts, stars and related content', async () => {
    const res = await get(`get-sell-pages/${bestSeller.sell_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { sellPage } = SellPageAnswer.parse(res.json());
    expect(sellPage.href).toBe('c-plus/vitamin-c-serum-15');
    expect(sellPage.product.p_gallery.length).toBeGreaterThan(0);
    expect(sellPage.product.p_usage.length).toBeGreaterThan(0);
    expect(sellPage.product.p_ingredients).toContain('Ascorbic');
    expect(sellPage.star1 + sellPage.star2 + sellPage.star3).toBe(5);
    expect(sellPage.rating).toBeGreaterThanOrEqual(4);
    expect(sellPage.series.series_slug).toBe('c-plus');
    expect(sellPage.categories.map((c) => c.category_path)).toContain('face-care/serum');
    expect(sellPage.ingredients.map((i) => i.uid)).toContain('vitamin-c');
    expect(sellPage.related_products.length).toBeGreaterThan(0);
    expect(sellPage.related_products.map((p) => p.p_id)).not.toContain(bestSeller.p_id);
    expect(sellPage.sell_description).toMatch(/^<p>/);
    expect(sellPage.sell_description).not.toMatch(/<script|on\w+=/i);
  });

  it('answers 404 for unknown and hidden sell pages, 422 for bad ids', async () => {
    const hidden = await t.db.select().from(schema.sells).where(eq(schema.sells.sell_show, 0));
    for (const id of ['999999', String(hidden[0]!.sell_id)]) {
      const res = await get(`get-sell-pages/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(ErrorBody.parse(res.json()).code).toBe('NOT_FOUND');
    }
    // Past PostgreSQL's integer no row can have the id: refused as input like the other bad ids.
    for (const id of ['abc', '0', '-3', '99999999999'])
      expect((await get(`get-sell-pages/${id}`)).statusCode).toBe(422);
  });
});

describe('get-sell-pages/{id}/get-activities', () => {
  it('lists the open offers involving the product', async () => {
    const res = await get(`get-sell-pages/${bestSeller.sell_id}/get-activities`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const { activities } = SellActivitiesAnswer.parse(res.json());
    expect(activities.saleEvents.map((e) => e.saleevent_name)).toContain('維他命C亮白系列 全系列85折');
    for (const e of activities.saleEvents) expect(e.p_ids).toContain(bestSeller.p_id);
    expect(activities.thresholdActivities.map((a) => a.activity_title)).toEqual(
      expect.arrayContaining(['全館滿額折', '精華類滿額再享折扣']),
    );
    expect(activities.addMoneyList.map((a) => a.trigger.p_id)).toEqual([bestSeller.p_id]);
    expect(activities.routineKits.length).toBeGreaterThan(0);
    expect(activities.bonusEvent?.point_multiplier).toBe(1.5);
  });

  it('shows the match-pair zone of a product', async () => {
    const [row] = await t.db
      .select()
      .from(schema.sells)
      .where(eq(schema.sells.href, 'exfoliate/mandelic-toner'));
    const { activities } = SellActivitiesAnswer.parse(
      (await get(`get-sell-pages/${row!.sell_id}/get-activities`)).json(),
    );
    expect(activities.matchPairs).toEqual([expect.objectContaining({ zone: 'b', matchpair_sale: 0.82 })]);
  });

  it('answers 404 and 422', async () => {
    expect((await get('get-sell-pages/999999/get-activities')).statusCode).toBe(404);
    expect((await get('get-sell-pages/x/get-activities')).statusCode).toBe(422);
  });
});

describe('get-allowed-comments', () => {
  it('pages the published comments, newest first, cached for 600 s', async () => {
    const res = await get(`get-sell-pages/${bestSeller.sell_id}/get-allowed-comments?page=2&per_page=5`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const { comments, summary } = AllowedCommentsAnswer.parse(res.json());
    expect(comments).toMatchObject({ page: 2, per_page: 5 });
    expect(comments.data).toHaveLength(5);
    expect(comments.last_page).toBe(Math.ceil(comments.total / 5));
    expect(summary.star_counts.map((s) => s.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(summary.star_counts.reduce((sum, s) => sum + s.count, 0)).toBe(summary.total);
    const dates = comments.data.map((c) => Date.parse(c.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const [sell] = await t.db.select().from(schema.sells).where(eq(schema.sells.sell_id, bestSeller.sell_id));
    expect(summary.total).toBe(sell!.comments_total);
  });

  it('answers on the path built without the slash after v1 too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/front-stage/v1get-sell-pages/${bestSeller.sell_id}/get-allowed-comments`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    AllowedCommentsAnswer.parse(res.json());
  });

  it('answers 404 and 422', async () => {
    expect((await get('get-sell-pages/999999/get-allowed-comments')).statusCode).toBe(404);
    expect((await get(`get-sell-pages/${bestSeller.sell_id}/get-allowed-comments?page=0`)).statusCode).toBe(
      422,
    );
    expect(
      (await get(`get-sell-pages/${bestSeller.sell_id}/get-allowed-comments?per_page=500`)).statusCode,
    ).toBe(422);
  });
});

describe('get-comments (auth)', () => {
  it('answers 401 to guests', async () => {
    const res = await get(`get-sell-pages/${bestSeller.sell_id}/get-comments`);
    expect(res.statusCode).toBe(401);
    expect(ErrorBody.parse(res.json()).code).toBe('UNAUTHENTICATED');
  });

  it('tells a buyer that they may comment, and a non-buyer that they may not', async () => {
    const buyer = await demoMemberSession(t, 2);
    const res = await get(`get-sell-pages/${bestSeller.sell_id}/get-comments`, bearer(buyer.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(MemberCommentsAnswer.parse(res.json())).toMatchObject({
      has_bought: true,
      can_comment: true,
      my_comment: null,
    });
    const stranger = await newMemberSession(t);
    const other = MemberCommentsAnswer.parse(
      (await get(`get-sell-pages/${bestSeller.sell_id}/get-comments`, bearer(stranger.token))).json(),
    );
    expect(other).toMatchObject({ has_bought: false, can_comment: false });
  });
});

describe('store-comment', () => {
  it('answers 401 to guests', async () => {
    const res = await storeComment(bestSeller.sell_id, null, multipart({ stars: '5', content: '很好用' }));
    expect(res.statusCode).toBe(401);
  });

  it('refuses a member who has not bought the product with 403', async () => {
    const stranger = await newMemberSession(t);
    const res = await storeComment(
      bestSeller.sell_id,
      stranger.token,
      multipart({ stars: '5', content: '很好用' }),
    );
    expect(res.statusCode).toBe(403);
    expect(ErrorBody.parse(res.json()).code).toBe('FORBIDDEN');
  });

  it('stores a buyer comment with images, masks the name, strips markup and counts it', async () => {
    const buyer = await demoMemberSession(t, 0);
    const [before] = await t.db
      .select()
      .from(schema.sells)
      .where(eq(schema.sells.sell_id, bestSeller.sell_id));
    const pageBefore = SellPageAnswer.parse(
      (await get(`get-sell-pages/${bestSeller.sell_id}`)).json(),
    ).sellPage;
    const res = await storeComment(
      bestSeller.sell_id,
      buyer.token,
      multipart({ stars: '4', content: '<b>保濕</b>很夠<script>alert(1)</script>，會回購' }, [
        { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: JPEG_BYTES },
        { filename: 'second.png', contentType: 'image/png', bytes: PNG_BYTES },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { comment, summary } = StoreCommentAnswer.parse(res.json());
    expect(comment.comment_content).toBe('保濕很夠，會回購');
    expect(comment.comment_name).toBe(maskName(buyer.name));
    expect(comment.comment_name).not.toBe(buyer.name);
    expect(comment.comment_images).toHaveLength(2);
    for (const name of comment.comment_images) {
      expect(name).toMatch(/^[0-9a-f-]{36}\.webp$/);
      expect(existsSync(path.join(dataDir.dir, 'uploads', name))).toBe(true);
    }
    const [after] = await t.db
      .select()
      .from(schema.sells)
      .where(eq(schema.sells.sell_id, bestSeller.sell_id));
    expect(after!.comments_total).toBe(before!.comments_total + 1);
    expect(after!.rating_sum).toBe(before!.rating_sum + 4);
    expect(summary.total).toBe(after!.comments_total);
    // The product page memo is dropped by the new comment.
    const pageAfter = SellPageAnswer.parse(
      (await get(`get-sell-pages/${bestSeller.sell_id}`)).json(),
    ).sellPage;
    expect(pageAfter.comments_total).toBe(pageBefore.comments_total + 1);

    const mine = MemberCommentsAnswer.parse(
      (await get(`get-sell-pages/${bestSeller.sell_id}/get-comments`, bearer(buyer.token))).json(),
    );
    expect(mine).toMatchObject({ can_comment: false, my_comment: { comment_id: comment.comment_id } });

    const again = await storeComment(
      bestSeller.sell_id,
      buyer.token,
      multipart({ stars: '5', content: '再一次' }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses a file named .jpg whose bytes are not an image with 415', async () => {
    const buyer = await demoMemberSession(t, 3);
    const res = await storeComment(
      bestSeller.sell_id,
      buyer.token,
      multipart({ stars: '5', content: '很好' }, [
        { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: NOT_AN_IMAGE },
      ]),
    );
    expect(res.statusCode).toBe(415);
    expect(ErrorBody.parse(res.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses an image past the size limit with 413, and too many images', async () => {
    const buyer = await demoMemberSession(t, 3);
    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(COMMENT_IMAGE_MAX_BYTES)]);
    const res = await storeComment(
      bestSeller.sell_id,
      buyer.token,
      multipart({ stars: '5', content: '很好' }, [
        { filename: 'big.jpg', contentType: 'image/jpeg', bytes: big },
      ]),
    );
    expect(res.statusCode).toBe(413);
    expect(ErrorBody.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    const four = Array.from({ length: 4 }, (_, i) => ({
      filename: `p${i}.png`,
      contentType: 'image/png',
      bytes: PNG_BYTES,
    }));
    const many = await storeComment(
      bestSeller.sell_id,
      buyer.token,
      multipart({ stars: '5', content: '很好' }, four),
    );
    expect(many.statusCode).toBe(413);
  });

  it('answers 422 for bad stars or an empty comment, 404 for an unknown page', async () => {
    const buyer = await demoMemberSession(t, 4);
    const cases: Record<string, string>[] = [
      { stars: '6', content: '很好' },
      { stars: 'x', content: '很好' },
      { stars: '5', content: '   ' },
      { stars: '5', content: '<p></p>' },
      { stars: '5' },
    ];
    for (const fields of cases) {
      const res = await storeComment(bestSeller.sell_id, buyer.token, multipart(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
    }
    const unknown = await storeComment(999999, buyer.token, multipart({ stars: '5', content: '很好' }));
    expect(unknown.statusCode).toBe(404);
  });
});

describe('maskName', () => {
  it('keeps the first and last character only', () => {
    expect(maskName('王小明')).toBe('王＊明');
    expect(maskName('王明')).toBe('王＊');
    expect(maskName('Alice')).toBe('A＊＊＊e');
    expect(maskName('  ')).toBe('匿名會員');
  });
});

describe('attack: hostile comment images and text', () => {
  it('refuses an image declaring 30000 × 30000 pixels with 422 before decoding it', async () => {
    const buyer = await demoMemberSession(t, 1);
    // A PNG header of 30000 × 30000 (the pixels themselves are never read).
    const huge = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    huge.writeUInt32BE(30_000, 16);
    huge.writeUInt32BE(30_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const res = await storeComment(
      bestSeller.sell_id,
      buyer.token,
      multipart({ stars: '5', content: '很好用' }, [
        { filename: 'big.png', contentType: 'image/png', bytes: huge },
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      catalogueApiMessages.imageTooManyPixels(UPLOAD_IMAGE_MAX_PIXELS / 1_000_000),
    );
  });

  it('re-encodes a PNG with HTML appended (a polyglot) to a clean WebP without metadata', async () => {
    const buyer = await demoMemberSession(t, 2);
    const polyglot = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#abc' } })
        .png()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
        .toBuffer(),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const res = await storeComment(
      bestSeller.sell_id,
      buyer.token,
      multipart({ stars: '5', content: '&lt;script&gt;alert(2)&lt;/script&gt;' }, [
        { filename: 'x.png', contentType: 'image/png', bytes: polyglot },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { comment } = StoreCommentAnswer.parse(res.json());
    // Stored markup: the text typed comes back as typed, never decoded into a tag.
    expect(comment.comment_content).toBe('&lt;script&gt;alert(2)&lt;/script&gt;');
    const stored = readFileSync(path.join(dataDir.dir, 'uploads', comment.comment_images[0]!));
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });
});
