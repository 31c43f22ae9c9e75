// The skin analyzer's records (customer-routine JSON and multipart, the campaign record and its binding),
// the $150 coupon, the face-test and body-test records: auth variants, other members' records and bad files.
import {
  BodyTestRecordsAnswer,
  CampaignCheckAnswer,
  CampaignRecordAnswer,
  CouponsAnswer,
  CustomerRoutineAnswer,
  ErrorBody,
  FaceTestRecordAnswer,
  FaceTestRecordsAnswer,
  PostBodyTestAnswer,
  SkinTestCouponAnswer,
} from '@shop/contracts';
import { skinTestMessages as m } from '@shop/core';
import { schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, API, buildAccountsApp } from '../../../test/accounts-support.ts';
import {
  bearer,
  demoMemberSession,
  JPEG_BYTES,
  multipart,
  NOT_AN_IMAGE,
  newMemberSession,
  PDF_BYTES,
} from '../../../test/catalogue-support.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

const SELECTIONS = { skin_type: 'dry', skin_concerns: ['dryness', 'darkSpots'], selfieSource: 'others' };
const CV = {
  findings: [
    { name: 'overall', value: 72, feedback: 'overall.score.good' },
    { name: 'redness', value: 40, feedback: 'redness.score.ok' },
    { name: 'skinAge', value: 31, feedback: 'skinAge.score.good' },
  ],
};

function postAnalysis(
  fields: Record<string, string>,
  token?: string,
  files = [] as Parameters<typeof multipart>[1],
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `${API}/customer-routine`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}
const photo = (bytes = JPEG_BYTES, contentType = 'image/jpeg') => [
  { field: 'image', filename: 'analysis_image.jpg', contentType, bytes },
];
const analysisFields = (keep: boolean) => ({
  selections: JSON.stringify(SELECTIONS),
  cvResults: JSON.stringify(CV),
  keep_image: String(keep),
});

describe('customer-routine', () => {
  it('answers a guest the 5-step routine as step groups and stores nothing', async () => {
    const before = await t.db.$count(schema.faceTestRecords);
    const res = await t.call('POST', 'customer-routine', { body: { selections: SELECTIONS, cvResults: CV } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = CustomerRoutineAnswer.parse(res.json());
    expect(answer.record_id).toBeNull();
    expect(answer.coupon_granted).toBe(false);
    expect(answer.products.map((g) => [g.step, g.step_text, g.advanced_step_text])).toEqual([
      [1, 'STEP 1 潔淨', 'STEP 1 潔淨'],
      [0, '', 'STEP 2 化妝水'],
      [0, '', 'STEP 3 精華'],
      [2, 'STEP 2 保濕', 'STEP 4 保濕'],
      [3, 'STEP 3 防曬', 'STEP 5 防曬'],
    ]);
    const product = answer.products[0]!.products[0]!;
    expect(product.star1 + product.star2 + product.star3).toBe(5);
    expect(product.sell_feature.length).toBeGreaterThan(0);
    expect(await t.db.$count(schema.faceTestRecords)).toBe(before);
  });

  it("saves a member's analysis with the kept photo, re-encoded, and credits the coupon once", async () => {
    const member = await newMemberSession(t);
    const first = await postAnalysis(analysisFields(true), member.token, photo());
    expect(first.statusCode, first.body).toBe(200);
    const saved = CustomerRoutineAnswer.parse(first.json());
    expect(saved.record_id).toEqual(expect.any(Number));
    expect(saved.coupon_granted).toBe(true);
    const [row] = await t.db
      .select()
      .from(schema.faceTestRecords)
      .where(eq(schema.faceTestRecords.record_id, saved.record_id!));
    expect(row?.member_id).toBe(member.memberId);
    expect(row?.skin_type).toBe('A');
    expect(row?.image?.subarray(8, 12).toString()).toBe('WEBP');

    const second = CustomerRoutineAnswer.parse(
      (await postAnalysis(analysisFields(false), member.token, photo())).json(),
    );
    expect(second.coupon_granted).toBe(false);
    const [unkept] = await t.db
      .select({ image: schema.faceTestRecords.image })
      .from(schema.faceTestRecords)
      .where(eq(schema.faceTestRecords.record_id, second.record_id!));
    expect(unkept?.image).toBeNull();

    const coupons = CouponsAnswer.parse((await t.call('GET', 'get-coupons', { token: member.token })).json());
    const skinTest = coupons.coupons.filter((c) => c.coupon_name === m.couponName);
    expect(skinTest.map((c) => [c.coupon_value, c.min_spend, c.status])).toEqual([[150, 650, 'usable']]);
  });

  it('refuses files that are not photos and fields that are not the contract', async () => {
    const member = await newMemberSession(t);
    for (const [bytes, type] of [
      [NOT_AN_IMAGE, 'image/jpeg'],
      [PDF_BYTES, 'application/pdf'],
    ] as const) {
      const res = await postAnalysis(analysisFields(true), member.token, photo(bytes, type));
      expect(res.statusCode).toBe(415);
    }
    const badJson = await postAnalysis({ ...analysisFields(true), selections: '{not json' }, member.token);
    expect(badJson.statusCode).toBe(422);
    expect(Object.keys(ErrorBody.parse(badJson.json()).errors ?? {})).toContain('selections');
    const withImage = await t.call('POST', 'customer-routine', {
      token: member.token,
      body: { selections: SELECTIONS, cvResults: { ...CV, image: 'data:image/png;base64,AAAA' } },
    });
    expect(withImage.statusCode).toBe(422);
    const badScore = await t.call('POST', 'customer-routine', {
      body: {
        selections: SELECTIONS,
        cvResults: { findings: [{ name: 'overall', value: 101, feedback: '' }] },
      },
    });
    expect(badScore.statusCode).toBe(422);
    expect(
      await t.db.$count(schema.faceTestRecords, eq(schema.faceTestRecords.member_id, member.memberId)),
    ).toBe(0);
  });
});

describe('get-face-test-play-records', () => {
  it("pages the member's records and shows only the owner a record", async () => {
    const owner = await newMemberSession(t);
    const other = await newMemberSession(t);
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) {
      ids.push(
        CustomerRoutineAnswer.parse(
          (await postAnalysis(analysisFields(i === 10), owner.token, photo())).json(),
        ).record_id!,
      );
    }
    const page1 = FaceTestRecordsAnswer.parse(
      (await t.call('GET', 'get-face-test-play-records', { token: owner.token })).json(),
    );
    expect([
      page1.records.total,
      page1.records.per_page,
      page1.records.last_page,
      page1.records.data.length,
    ]).toEqual([11, 10, 2, 10]);
    expect(page1.records.data[0]).toMatchObject({
      record_id: ids[10],
      kind: 'standard',
      skin_type: 'dry',
      overall: 72,
      has_image: true,
    });
    const page2 = FaceTestRecordsAnswer.parse(
      (await t.call('GET', 'get-face-test-play-records?page=2', { token: owner.token })).json(),
    );
    expect(page2.records.data.map((r) => r.record_id)).toEqual([ids[0]]);

    const detail = await t.call('GET', `get-face-test-play-records/${ids[10]}`, { token: owner.token });
    expect(detail.statusCode).toBe(200);
    const record = FaceTestRecordAnswer.parse(detail.json()).record;
    expect(record.image).toMatch(/^data:image\/webp;base64,/);
    expect(record.findings).toEqual(CV.findings);
    expect(record.products).toHaveLength(5);

    const stranger = await t.call('GET', `get-face-test-play-records/${ids[10]}`, { token: other.token });
    expect(stranger.statusCode).toBe(404);
    expect(ErrorBody.parse(stranger.json()).message).toBe('找不到這筆檢測紀錄');
    expect((await t.call('GET', `get-face-test-play-records/${ids[10]}`)).statusCode).toBe(401);
    expect((await t.call('GET', 'get-face-test-play-records')).statusCode).toBe(401);
    expect(
      (await t.call('GET', 'get-face-test-play-records?page=0', { token: owner.token })).statusCode,
    ).toBe(422);
  });
});

describe('customer-routine-202509, its check and its binding', () => {
  const body = {
    skin_type: 'C',
    q1: 4,
    q2: null,
    selections: { ...SELECTIONS, skin_type: 'oily', skin_concerns: ['enlargedPores'] },
  };

  it("binds a guest's record to the member who logs in, once, and credits the coupon", async () => {
    const res = await t.call('POST', 'customer-routine-202509', { body });
    expect(res.statusCode, res.body).toBe(200);
    const record = CampaignRecordAnswer.parse(res.json());
    expect(record.member_id).toBeNull();
    expect(record.products.length).toBeGreaterThan(0);

    const member = await newMemberSession(t);
    const before = SkinTestCouponAnswer.parse(
      (await t.call('POST', 'customer-routine-coupon', { token: member.token })).json(),
    );
    expect(before).toEqual({ status: 'not_tested', coupon: null });
    const bound = await t.call('POST', 'customer-routine-202509/bind', {
      token: member.token,
      body: { id: record.record_id },
    });
    expect(bound.json()).toEqual({ ok: true });
    const list = FaceTestRecordsAnswer.parse(
      (await t.call('GET', 'get-face-test-play-records', { token: member.token })).json(),
    );
    expect(list.records.data.map((r) => [r.record_id, r.kind])).toEqual([
      [record.record_id, 'campaign_202509'],
    ]);
    const after = SkinTestCouponAnswer.parse(
      (await t.call('POST', 'customer-routine-coupon', { token: member.token })).json(),
    );
    expect(after.status).toBe('already');
    expect(after.coupon).toMatchObject({ coupon_value: 150, min_spend: 650 });

    // Someone else sending the same id changes nothing and is told nothing.
    const thief = await newMemberSession(t);
    const again = await t.call('POST', 'customer-routine-202509/bind', {
      token: thief.token,
      body: { id: record.record_id },
    });
    expect(again.json()).toEqual({ ok: true });
    const [row] = await t.db
      .select({ member_id: schema.faceTestRecords.member_id })
      .from(schema.faceTestRecords)
      .where(eq(schema.faceTestRecords.record_id, record.record_id));
    expect(row?.member_id).toBe(member.memberId);
  });

  it("saves a member's record as theirs at once", async () => {
    const member = await newMemberSession(t);
    const record = CampaignRecordAnswer.parse(
      (await t.call('POST', 'customer-routine-202509', { token: member.token, body })).json(),
    );
    expect(record.member_id).toBe(member.memberId);
  });

  it('refuses letters and numbers outside the spec', async () => {
    for (const bad of [
      { ...body, skin_type: 'F' },
      { ...body, q1: 8 },
      { ...body, extra: 1 },
    ]) {
      expect((await t.call('POST', 'customer-routine-202509', { body: bad })).statusCode).toBe(422);
    }
  });

  it('lets only a new member (tier 99) claim the trial', async () => {
    const fresh = await newMemberSession(t);
    const check = (token: string) => t.call('GET', 'customer-routine-202509/check', { token });
    expect(CampaignCheckAnswer.parse((await check(fresh.token)).json())).toEqual({ can_claim: true });
    const tier1 = await demoMemberSession(t, 1);
    expect(CampaignCheckAnswer.parse((await check(tier1.token)).json())).toEqual({ can_claim: false });
    expect((await t.call('GET', 'customer-routine-202509/check')).statusCode).toBe(401);
    expect((await t.call('POST', 'customer-routine-coupon')).statusCode).toBe(401);
  });
});

describe('the body test records', () => {
  const answers = { area: 'arms_legs', feel: 'comfortable', concern: 'bumps', season: 'winter' };
  it('scores a guest without saving and saves a member', async () => {
    const guest = await t.call('POST', 'post-body-test-play-records', { body: { answers } });
    expect(guest.statusCode, guest.body).toBe(200);
    const played = PostBodyTestAnswer.parse(guest.json());
    expect(played.record).toMatchObject({ record_id: null, result: 'rough' });
    expect(played.products[0]?.p_name).toBe('10%果酸身體煥膚乳');

    const member = await newMemberSession(t);
    const saved = PostBodyTestAnswer.parse(
      (
        await t.call('POST', 'post-body-test-play-records', { token: member.token, body: { answers } })
      ).json(),
    );
    expect(saved.record.record_id).toEqual(expect.any(Number));
    const list = BodyTestRecordsAnswer.parse(
      (await t.call('GET', 'get-body-test-play-records', { token: member.token })).json(),
    );
    expect(list.records.map((r) => [r.record_id, r.result])).toEqual([[saved.record.record_id, 'rough']]);
    const other = await newMemberSession(t);
    const none = BodyTestRecordsAnswer.parse(
      (await t.call('GET', 'get-body-test-play-records', { token: other.token })).json(),
    );
    expect(none.records).toEqual([]);
    expect((await t.call('GET', 'get-body-test-play-records')).statusCode).toBe(401);
  });

  it('refuses an answer that is not an option', async () => {
    const res = await t.call('POST', 'post-body-test-play-records', {
      body: { answers: { ...answers, area: 'face' } },
    });
    expect(res.statusCode).toBe(422);
  });
});
