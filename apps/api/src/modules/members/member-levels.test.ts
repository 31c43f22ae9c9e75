// get-member-levels: every tier with the seeded settings and the gift titles on offer to it, for anyone.
import { MemberLevelsAnswer } from '@shop/contracts';
import { taipeiDate } from '@shop/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp } from '../../../test/accounts-support.ts';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});

describe('get-member-levels', () => {
  it('answers a guest every tier with the seeded thresholds, point rates, cards and gift titles', async () => {
    const res = await t.call('GET', 'get-member-levels');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { levels } = MemberLevelsAnswer.parse(res.json());
    const [year, month] = taipeiDate(t.clock.now()).split('-').map(Number) as [number, number];
    const monthly = (name: string) => [`${year}年${month}月${name}月月領`];
    expect(levels).toEqual([
      {
        level_id: 0,
        level_name: '一般會員',
        min_cash: 0,
        card_image: '/images/member/card0.png',
        point_rate: 1,
        renew_cash: null,
        gifts: { birthday: ['一般會員生日禮'], upgrade: [], renewal: [], monthly: [] },
      },
      {
        level_id: 1,
        level_name: '白金卡',
        min_cash: 3000,
        card_image: '/images/member/card1.png',
        point_rate: 2,
        renew_cash: 3000,
        gifts: {
          birthday: ['白金卡生日禮'],
          upgrade: ['白金卡升等禮'],
          renewal: ['白金卡續會禮'],
          monthly: [],
        },
      },
      {
        level_id: 2,
        level_name: '鑽石卡',
        min_cash: 12_000,
        card_image: '/images/member/card2.png',
        point_rate: 3,
        renew_cash: 12_000,
        gifts: {
          birthday: ['鑽石卡生日禮'],
          upgrade: ['鑽石卡升等禮'],
          renewal: ['鑽石卡續會禮'],
          monthly: monthly('鑽石卡'),
        },
      },
      {
        level_id: 3,
        level_name: '黑鑽卡',
        min_cash: 30_000,
        card_image: '/images/member/card3.png',
        point_rate: 5,
        renew_cash: 30_000,
        gifts: {
          birthday: ['黑鑽卡生日禮'],
          upgrade: ['黑鑽卡升等禮'],
          renewal: ['黑鑽卡續會禮'],
          monthly: monthly('黑鑽卡'),
        },
      },
    ]);
  });

  it('answers a member the same public list (nothing per caller)', async () => {
    const guest = await t.call('GET', 'get-member-levels');
    const member = await t.call('GET', 'get-member-levels', { token: 'not-a-real-token-at-all' });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual(guest.json());
  });
});
