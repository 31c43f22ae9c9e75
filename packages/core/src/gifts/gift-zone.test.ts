import { describe, expect, it } from 'vitest';
import { giftZoneMessages as t } from '../messages/members.ts';
import {
  afterClaim,
  afterRemoval,
  allowedGiftTypes,
  awardsPointsAfterBirthdayClaim,
  birthdayAction,
  checkQuantityChange,
  defaultSelectedQuantity,
  eligibleGiftNames,
  GIFT_TYPE,
  type Gift,
  type GiftLists,
  type GiftProduct,
  giftMaximum,
  giftPlaceholder,
  giftRemaining,
  giftTypeAfterTierChange,
  greeting,
  gridButton,
  hasClaimableGift,
  infoPopupTitle,
  initialGiftType,
  initialLevel,
  monthlyButton,
  productPicker,
  removalConfirmation,
  spendToGoAmount,
  stripGiftPrefix,
  upgradeBottom,
} from './gift-zone.ts';

const product = (p_id: number, section = 1, extra: Partial<GiftProduct> = {}): GiftProduct => ({
  p_id,
  p_name: `P${p_id}`,
  stock: 5,
  pivot: { gift3p_type: section },
  ...extra,
});
const gift = (extra: Partial<Gift> = {}): Gift => ({
  gift3_id: 1,
  gift3_title: '鑽石卡生日禮',
  level_id: 2,
  is_eligible: true,
  products: [product(1)],
  ...extra,
});
const noGifts: GiftLists = { birthday_gifts: [], upgrade_gifts: [], renewal_gifts: [], monthly_gifts: [] };
const monthly = (levels: string[], is_eligible: boolean) => ({
  monthly_gift_id: 9,
  monthly_gift_name: '三月月月領',
  member_level: levels,
  is_eligible,
  is_claimed: false,
  gift_stock: 3,
});

describe('tier and gift-type selection', () => {
  it('allows birthday for normal; birthday, upgrade, renewal for gold; all four for diamond and black', () => {
    expect(allowedGiftTypes(0)).toEqual([1]);
    expect(allowedGiftTypes(1).sort()).toEqual([1, 2, 3]);
    expect(allowedGiftTypes(2).sort()).toEqual([1, 2, 3, 4]);
    expect(allowedGiftTypes(3).sort()).toEqual([1, 2, 3, 4]);
  });

  it('starts on now_level.level_id, falling back to normal', () => {
    expect(initialLevel(2)).toBe(2);
    expect(initialLevel(99)).toBe(0);
    expect(initialLevel(undefined)).toBe(0);
    expect(giftTypeAfterTierChange()).toBe(GIFT_TYPE.birthday);
  });

  it('picks the first allowed type with an eligible gift in the order monthly, birthday, upgrade, renewal', () => {
    const lists: GiftLists = {
      ...noGifts,
      birthday_gifts: [gift({ level_id: 2 })],
      renewal_gifts: [gift({ gift3_id: 2, level_id: 1, gift3_title: '白金卡續會禮' })],
      monthly_gifts: [monthly(['2', '3'], true)],
    };
    expect(initialGiftType(2, lists)).toBe(GIFT_TYPE.monthly);
    expect(initialGiftType(1, lists)).toBe(GIFT_TYPE.renewal);
    // monthly is not allowed for gold even when one matches
    expect(initialGiftType(1, { ...noGifts, monthly_gifts: [monthly(['1'], true)] })).toBe(
      GIFT_TYPE.birthday,
    );
    expect(initialGiftType(3, { ...noGifts, monthly_gifts: [monthly(['3'], false)] })).toBe(
      GIFT_TYPE.birthday,
    );
    expect(initialGiftType(0, noGifts)).toBe(GIFT_TYPE.birthday);
  });

  it('knows when the member has a claimable gift and lists the names for the popup', () => {
    const lists: GiftLists = {
      ...noGifts,
      birthday_gifts: [gift({ level_id: 2 }), gift({ level_id: 3, gift3_title: '黑鑽卡生日禮' })],
      monthly_gifts: [monthly(['2'], true)],
    };
    expect(hasClaimableGift(2, lists)).toBe(true);
    expect(hasClaimableGift(1, lists)).toBe(false);
    expect(eligibleGiftNames(2, lists)).toEqual(['鑽石卡生日禮', '三月月月領']);
    expect(infoPopupTitle(eligibleGiftNames(2, lists))).toBe('您目前可領2種贈禮');
  });
});

describe('greeting', () => {
  const levels = {
    gold: { level_id: 1, min_cash: 3000, level_name: '白金卡' },
    diamond: { level_id: 2, min_cash: 12_000, level_name: '鑽石卡' },
    black: { level_id: 3, min_cash: 30_000, level_name: '黑鑽卡' },
  };
  const fmt = (n: number) => n.toLocaleString('en-US');

  it('greets a guest with the login link', () => {
    const g = greeting({ loggedIn: false, eligibleNames: [], formatAmount: fmt });
    expect(g).toEqual({ kind: 'guest', lines: ['親愛的訪客 您尚未登入會員'], loginLink: '點此登入' });
  });

  it('lists the claimable gifts under 您目前可領取, with 會員 when the name is missing', () => {
    const g = greeting({ loggedIn: true, memberName: '', eligibleNames: ['生日禮'], formatAmount: fmt });
    expect(g).toMatchObject({
      name: '親愛的會員',
      heading: '您目前可領取',
      gifts: ['生日禮'],
      spendToGo: null,
    });
  });

  it('tells a member without gifts how much to spend for the upgrade or renewal gift', () => {
    const up = greeting({
      loggedIn: true,
      memberName: '陳美玲',
      eligibleNames: [],
      benefits: {
        now_level: levels.gold,
        next_level: levels.diamond,
        end_date_before_30_days: '2026-12-01 00:00:00',
        buytotal: 3200,
      },
      formatAmount: fmt,
    });
    expect(up).toMatchObject({ name: '親愛的陳美玲', heading: '您目前尚無禮贈可領' });
    expect(up.kind === 'member' && up.spendToGo).toBe('若2026-12-01前您再差$8,800即可獲得 鑽石卡升等禮');
    const renew = greeting({
      loggedIn: true,
      memberName: '張怡君',
      eligibleNames: [],
      benefits: {
        now_level: levels.black,
        next_level: levels.black,
        end_date_before_30_days: '2026-12-01',
        buytotal: 12_000,
      },
      formatAmount: fmt,
    });
    expect(renew.kind === 'member' && renew.spendToGo).toBe(
      '若2026-12-01前您再差$18,000即可獲得 黑鑽卡 續會禮',
    );
  });

  it('computes spend-to-go from the next level up to level 2, from the own level at 3, floored at 0', () => {
    expect(spendToGoAmount(levels.diamond, levels.black, 20_000)).toBe(10_000);
    expect(spendToGoAmount(levels.black, levels.black, 25_000)).toBe(5000);
    expect(spendToGoAmount(levels.black, levels.black, 40_000)).toBe(0);
  });
});

describe('button states', () => {
  const m = { is_claimed: false, gift_stock: 3, is_eligible: true };
  it('monthly gift: first match of the table wins', () => {
    expect(monthlyButton({ loggedIn: false, gift: { ...m, is_claimed: true }, inCart: false })).toEqual({
      status: 'not_logged_in',
      label: '登入領取',
      enabled: false,
    });
    expect(
      monthlyButton({ loggedIn: true, gift: { ...m, is_claimed: true, gift_stock: 0 }, inCart: true }),
    ).toEqual({ status: 'sold_out', label: '已領取 >', enabled: false });
    expect(monthlyButton({ loggedIn: true, gift: { ...m, gift_stock: 0 }, inCart: true })).toEqual({
      status: 'sold_out',
      label: '本月已贈完 >',
      enabled: false,
    });
    expect(monthlyButton({ loggedIn: true, gift: m, inCart: true })).toEqual({
      status: 'in_cart',
      label: '已加入購物車',
      enabled: true,
    });
    expect(monthlyButton({ loggedIn: true, gift: m, inCart: false })).toEqual({
      status: 'claimable',
      label: '點擊領取',
      enabled: true,
    });
    expect(monthlyButton({ loggedIn: true, gift: { ...m, is_eligible: false }, inCart: true })).toEqual({
      status: 'not_qualified',
      label: '未符合 >',
      enabled: false,
    });
  });

  it('birthday gift action', () => {
    const g = gift();
    const at = (o: Partial<Parameters<typeof birthdayAction>[0]>) =>
      birthdayAction({ loggedIn: true, gift: g, inCart: false, deadline: '2026-11-30T23:59:59', ...o });
    expect(at({ loggedIn: false }).label).toBe('登入領取');
    expect(at({ gift: { ...g, is_eligible: false } }).label).toBe('未符合領取資格');
    expect(at({ gift: { ...g, products: [product(1, 1, { stock: 0 })] }, inCart: true }).label).toBe(
      '貨到通知',
    );
    expect(at({ inCart: true }).label).toBe('已加入購物車');
    // An order took the claim: the server answers it not eligible, and the page says 已領取 (§4 is_received).
    const taken = {
      ...g,
      is_eligible: false,
      products: [product(1, 1, { is_claimed: true, is_received: true })],
    };
    expect(at({ gift: taken })).toEqual({
      status: 'received',
      label: '已領取',
      enabled: false,
      deadlineText: null,
    });
    expect(at({ gift: { ...taken, products: [product(1, 1, { is_received: true, stock: 0 })] } }).label).toBe(
      '已領取',
    );
    expect(at({})).toMatchObject({
      status: 'claim',
      label: '領取',
      deadlineText: '（領取期限：2026-11-30）',
    });
  });

  it('upgrade/renewal product pickers', () => {
    const p = product(1);
    expect(productPicker({ loggedIn: false, eligible: true, product: p })).toEqual({
      kind: 'label',
      label: '登入領取*',
    });
    expect(productPicker({ loggedIn: true, eligible: true, product: { ...p, stock: 0 } })).toEqual({
      kind: 'label',
      label: '兌換完畢*',
    });
    expect(productPicker({ loggedIn: true, eligible: false, product: p })).toEqual({
      kind: 'label',
      label: '未符合',
    });
    expect(productPicker({ loggedIn: true, eligible: true, product: p })).toEqual({
      kind: 'picker',
      disabled: false,
      max: 1,
    });
    expect(
      productPicker({ loggedIn: true, eligible: true, product: { ...p, is_received: true } }),
    ).toMatchObject({
      disabled: true,
    });
    // The order took it, so the gift is no longer open: 已領取, also once the last unit is gone.
    for (const stock of [3, 0])
      expect(
        productPicker({
          loggedIn: true,
          eligible: false,
          product: { ...p, stock, is_claimed: true, is_received: true },
        }),
      ).toEqual({ kind: 'label', label: '已領取' });
  });

  it('upgrade/renewal bottom area shows 尚可選數量 in every state but in-cart', () => {
    const at = (o: Partial<Parameters<typeof upgradeBottom>[0]>) =>
      upgradeBottom({ loggedIn: true, eligible: true, anyInCart: false, selected: 0, remaining: 2, ...o });
    expect(at({ loggedIn: false })).toMatchObject({ label: '登入領取', showRemaining: true });
    expect(at({ eligible: false })).toMatchObject({ label: '未符合領取資格', showRemaining: true });
    expect(at({ anyInCart: true })).toMatchObject({ label: '已加入購物車', showRemaining: false });
    expect(at({ eligible: false, received: true })).toEqual({
      status: 'received',
      label: '已領取',
      enabled: false,
      showRemaining: false,
    });
    expect(at({})).toMatchObject({ label: '請選擇商品', enabled: false });
    expect(at({ selected: 1, remaining: 1 })).toMatchObject({ label: '請繼續選擇商品', enabled: false });
    expect(at({ selected: 2, remaining: 0 })).toMatchObject({ label: '領取', enabled: true });
    expect(t.bottom.remaining(2)).toBe('尚可選數量：2');
  });

  it('fallback grid', () => {
    const p = product(1);
    expect(gridButton({ eligible: true, product: p, selected: 1 }).label).toBe('點擊領取');
    expect(gridButton({ eligible: true, product: p, selected: 0 }).label).toBeNull();
    expect(gridButton({ eligible: true, product: { ...p, is_claimed: true }, selected: 0 })).toMatchObject({
      label: '已加入購物車',
      cancelLabel: '取消領取',
    });
    expect(gridButton({ eligible: true, product: { ...p, is_received: true }, selected: 0 }).label).toBe(
      '已領取',
    );
  });
});

describe('quantities', () => {
  const ab = gift({
    gift3_a_count: 1,
    gift3_b_count: 2,
    gift3_selectcount: 5,
    products: [product(1, 1), product(2, 1), product(3, 2), product(4, 2), product(5, 2)],
  });

  it('maximum: positive section counts summed with both sections, else selectcount or product count', () => {
    expect(giftMaximum(ab)).toBe(3);
    expect(giftMaximum({ ...ab, gift3_a_count: 0, gift3_b_count: 0 })).toBe(5);
    expect(giftMaximum({ ...ab, gift3_a_count: 0, gift3_b_count: 0, gift3_selectcount: 0 })).toBe(5);
    expect(giftMaximum(gift({ gift3_selectcount: 2, products: [product(1), product(2), product(3)] }))).toBe(
      2,
    );
    expect(
      giftMaximum(gift({ gift3_selectcount: null, products: [product(1), product(2), product(3)] })),
    ).toBe(3);
  });

  it('remaining never goes below 0', () => {
    expect(giftRemaining(3, 1, 1)).toBe(1);
    expect(giftRemaining(3, 2, 2)).toBe(0);
  });

  it('rejects section and overall overflows with the spec messages', () => {
    expect(checkQuantityChange({ gift: ab, productId: 2, value: 1, selected: { 1: 1 }, inCart: {} })).toBe(
      'A區最多只能選擇 1 件商品',
    );
    expect(
      checkQuantityChange({ gift: ab, productId: 5, value: 1, selected: { 3: 1, 4: 1 }, inCart: {} }),
    ).toBe('B區最多只能選擇 2 件商品');
    expect(
      checkQuantityChange({ gift: ab, productId: 3, value: 1, selected: { 1: 1 }, inCart: {} }),
    ).toBeNull();
    const single = gift({ gift3_selectcount: 2, products: [product(1), product(2), product(3)] });
    expect(
      checkQuantityChange({ gift: single, productId: 3, value: 1, selected: { 1: 1 }, inCart: { 2: 1 } }),
    ).toBe('最多只能選擇 2 件商品，目前已選擇 2 件');
    expect(
      checkQuantityChange({ gift: single, productId: 3, value: 0, selected: { 1: 1 }, inCart: { 2: 1 } }),
    ).toBeNull();
  });

  it('defaults the picker to 1 for birthday products and 0 for the others', () => {
    expect(defaultSelectedQuantity(GIFT_TYPE.birthday)).toBe(1);
    expect(defaultSelectedQuantity(GIFT_TYPE.upgrade)).toBe(0);
    expect(defaultSelectedQuantity(GIFT_TYPE.monthly)).toBe(0);
  });

  it('claims and removals move stock and the running count, never below 0', () => {
    expect(afterClaim({ stock: 5, selected: 1, giftSelected: 0 }, 1)).toEqual({
      is_claimed: true,
      stock: 4,
      selected: 0,
      giftSelected: 1,
    });
    expect(afterRemoval({ stock: 4, giftSelected: 0 }, 1)).toEqual({
      is_claimed: false,
      stock: 5,
      giftSelected: 0,
    });
  });
});

describe('names, placeholders, confirmations and the point award', () => {
  it('drops a leading 【{tier}{type}】 prefix only', () => {
    expect(stripGiftPrefix('【鑽石卡生日禮】玻尿酸保濕精華', 2, GIFT_TYPE.birthday)).toBe('玻尿酸保濕精華');
    expect(stripGiftPrefix('【黑鑽卡生日禮】玻尿酸保濕精華', 2, GIFT_TYPE.birthday)).toBe(
      '【黑鑽卡生日禮】玻尿酸保濕精華',
    );
    expect(stripGiftPrefix('【白金卡月月領】化妝水', 1, GIFT_TYPE.monthly)).toBe('化妝水');
  });

  it('uses the spec placeholders for an empty area', () => {
    expect(giftPlaceholder(GIFT_TYPE.birthday, 0)).toEqual({
      title: '暫無可用禮品',
      body: '此會員等級目前沒有可用的禮品',
    });
    expect(giftPlaceholder(GIFT_TYPE.monthly, 0)?.body).toBe('此會員等級目前沒有月月領');
    expect(giftPlaceholder(GIFT_TYPE.upgrade, 2)).toBeNull();
  });

  it('lists each product as a bullet line in the removal confirmation', () => {
    expect(
      removalConfirmation([
        { p_name: '保濕精華', p_spec: '30ml' },
        { p_name: '化妝水', p_spec: '0' },
      ]),
    ).toEqual({ title: '將從購物車移除', lines: ['• 保濕精華 (30ml)', '• 化妝水 ()'], footer: '請重新選取' });
  });

  it('awards points after a birthday claim for tiers 2 and 3 only', () => {
    expect([0, 1, 2, 3, 99].map(awardsPointsAfterBirthdayClaim)).toEqual([false, false, true, true, false]);
  });

  it('keeps the spec error and notice wording', () => {
    expect(t.notEligible).toBe('您目前尚未符合領取條件');
    expect(t.birthdayNoProducts).toBe('此生日禮沒有可領取的產品');
    expect(t.defaultDescription).toBe('請注意：禮品領取後不可退換。');
    expect(t.listLoadFailed).toBe('獲取禮品資料時發生錯誤，請稍後再試');
  });
});
