import { colourOf, defineArt, numbersOf } from './art.ts';
import { CATALOGUE, findProduct } from './catalogue.ts';
import { categoryPathsOf } from './catalogue-details.ts';

// The demo shop's promotions (design/PROMOTIONS.md). Times are Asia/Taipei wall-clock times. Most run
// from 2025 to 2030 so the demo always has open offers; a few have ended or not begun, so every list
// shows that it keeps only the open ones.

export interface Window {
  starts_at: Date;
  ends_at: Date;
}

const taipei = (local: string) => new Date(`${local}+08:00`);
export const OPEN: Window = {
  starts_at: taipei('2025-01-01T00:00:00'),
  ends_at: taipei('2030-12-31T23:59:59'),
};
export const ENDED: Window = {
  starts_at: taipei('2026-01-01T00:00:00'),
  ends_at: taipei('2026-02-01T00:00:00'),
};
export const UPCOMING: Window = {
  starts_at: taipei('2031-01-01T00:00:00'),
  ends_at: taipei('2031-02-01T00:00:00'),
};

const inCategory = (path: string) =>
  CATALOGUE.filter((p) => categoryPathsOf(p).includes(path) && p.stock !== 0).map((p) => p.href);
const ofSeries = (slug: string) => CATALOGUE.filter((p) => p.series.slug === slug).map((p) => p.href);

export interface SaleEventSeed extends Window {
  name: string;
  type: 'discount' | 'n_for_n';
  description: string;
  banner: string;
  tiers: [minCount: number, sale: number][];
  hrefs: string[];
  show?: 0;
}

export const SALE_EVENTS: readonly SaleEventSeed[] = [
  {
    name: '維他命C亮白系列 全系列85折',
    type: 'discount',
    description: '<p>維他命C亮白系列全品項85折，打造均勻透亮的好氣色。</p>',
    banner: defineArt('sale-c-plus', {
      colour: colourOf('c-plus'),
      products: numbersOf(
        'c-plus/vitamin-c-toner',
        'c-plus/vitamin-c-serum-15',
        'c-plus/vitamin-c-eye-cream',
      ),
    }),
    tiers: [[1, 0.85]],
    hrefs: ofSeries('c-plus').filter((href) => href !== 'c-plus/vitamin-c-travel-set'),
    ...OPEN,
  },
  {
    name: '化妝水・精華 任選2件9折、3件85折',
    type: 'n_for_n',
    description: '<p>指定化妝水與精華任選搭配，<strong>2件9折、3件85折</strong>，買越多省越多。</p>',
    banner: defineArt('sale-n-for-n', {
      colour: colourOf('skin-balancing'),
      products: numbersOf(
        'skin-balancing/balancing-toner',
        'skin-balancing/pore-refining-serum',
        'calm/calm-serum',
      ),
    }),
    tiers: [
      [2, 0.9],
      [3, 0.85],
    ],
    hrefs: [
      'skin-balancing/balancing-toner',
      'skin-balancing/pore-refining-serum',
      'calm/calm-toner',
      'calm/calm-serum',
      'clear/clear-toner',
      'clear/clear-serum',
      'skin-recovery/recovery-toner',
      'skin-recovery/barrier-serum',
      'resist-dry/resist-dry-toner',
      'resist-dry/resist-dry-serum',
    ],
    ...OPEN,
  },
  {
    name: '面膜任選2件8折',
    type: 'n_for_n',
    description: '<p>泥面膜、晶凍面膜與睡眠面膜任選2件8折。</p>',
    banner: defineArt('sale-masks', {
      colour: colourOf('skin-recovery'),
      products: numbersOf('c-plus/vitamin-c-jelly-mask', 'skin-recovery/overnight-recovery-mask'),
    }),
    tiers: [[2, 0.8]],
    hrefs: inCategory('face-care/mask'),
    ...OPEN,
  },
  {
    name: '新年煥新 全館9折（已結束）',
    type: 'discount',
    description: '<p>新年活動已結束。</p>',
    banner: '',
    tiers: [[1, 0.9]],
    hrefs: ['exfoliate/bha-2-liquid'],
    ...ENDED,
  },
  {
    name: '雙12 預告（尚未開始）',
    type: 'discount',
    description: '<p>敬請期待。</p>',
    banner: '',
    tiers: [[1, 0.7]],
    hrefs: ['clinical/retinol-1-serum'],
    ...UPCOMING,
  },
];

export interface MatchPairSeed extends Window {
  name: string;
  sale: number;
  description: string;
  banner: string;
  a: string[];
  b: string[];
}

export const MATCH_PAIRS: readonly MatchPairSeed[] = [
  {
    name: '精華＋化妝水 紅綠配 成對82折',
    sale: 0.82,
    description: '<p>紅標A區精華任選一件，搭配綠標B區化妝水任選一件，兩件皆享82折。</p>',
    banner: defineArt('pair-serum-toner', {
      colour: colourOf('exfoliate'),
      products: numbersOf('clinical/niacinamide-10-serum', 'exfoliate/mandelic-toner'),
    }),
    a: [
      'clinical/niacinamide-10-serum',
      'boost/b5-hydrating-booster',
      'boost/cica-booster',
      'omega+complex/omega-serum',
    ],
    b: [
      'exfoliate/mandelic-toner',
      'omega+complex/omega-toner',
      'resist-oily/resist-oily-toner',
      'calm/calm-toner',
    ],
    ...OPEN,
  },
  {
    name: '潔顏＋乳液 成對8折',
    sale: 0.8,
    description: '<p>A區潔顏與B區乳液成對購買，兩件8折，基礎保養一次備齊。</p>',
    banner: defineArt('pair-cleanser-lotion', {
      colour: colourOf('calm'),
      products: numbersOf('skin-recovery/soft-recovery-cleanser', 'skin-recovery/recovery-emulsion'),
    }),
    a: inCategory('face-care/cleanser'),
    b: [
      'skin-recovery/recovery-emulsion',
      'skin-balancing/balancing-lotion',
      'clear/clear-lotion',
      'calm/calm-lotion-dry',
    ],
    ...OPEN,
  },
  {
    name: '夏日紅綠配（已結束）',
    sale: 0.75,
    description: '',
    banner: '',
    a: ['resist-oily/resist-oily-spf50'],
    b: ['calm/calm-toner'],
    ...ENDED,
  },
];

export interface AddMoneySeed extends Window {
  title: string;
  money: number;
  href: string;
  trigger: { type: 'subtotal'; amount: number } | { type: 'product'; href: string };
  max: number;
  show?: 0;
}

export const ADD_MONEY_ITEMS: readonly AddMoneySeed[] = [
  {
    title: '滿$1,500 加價購 舒緩修護面膜',
    money: 199,
    href: 'calm/calm-sheet-mask',
    trigger: { type: 'subtotal', amount: 1500 },
    max: 2,
    ...OPEN,
  },
  {
    title: '滿$2,000 加價購 2%水楊酸旅行瓶',
    money: 240,
    href: 'exfoliate/bha-2-liquid-mini',
    trigger: { type: 'subtotal', amount: 2000 },
    max: 1,
    ...OPEN,
  },
  {
    title: '買15%維他命C精華 加價購B5保濕精華',
    money: 690,
    href: 'boost/b5-hydrating-booster',
    trigger: { type: 'product', href: 'c-plus/vitamin-c-serum-15' },
    max: 1,
    ...OPEN,
  },
  {
    title: '加價購 痘痘局部點擦凝膠（下架）',
    money: 199,
    href: 'clear/clear-spot-gel',
    trigger: { type: 'subtotal', amount: 1000 },
    max: 1,
    show: 0,
    ...OPEN,
  },
];

export interface GiftSeed {
  href: string;
  stock: number;
  quantity?: number;
}

export interface GiftActivitySeed extends Window {
  type: 'open_gift' | 'category' | 'choice' | 'product' | 'buy_gift';
  name: string;
  description: string;
  banner: string;
  trigger: { type: 'spend' | 'count' | 'product'; value: number };
  scope: { type: 'all' } | { type: 'categories'; paths: string[] } | { type: 'products'; hrefs: string[] };
  gifts: GiftSeed[];
  choose?: number;
  buy?: number;
  giftCount?: number;
}

export const GIFT_ACTIVITIES: readonly GiftActivitySeed[] = [
  {
    type: 'open_gift',
    name: '全館滿$3,000 送全效防曬禮盒',
    description: '<p>單筆消費滿$3,000即贈全效防曬禮盒一組（價值$2425），數量有限送完為止。</p>',
    banner: defineArt('gift-sun-kit', {
      colour: colourOf('clear'),
      products: numbersOf('resist-oily/resist-oily-spf50', 'calm/calm-mineral-spf30', 'calm/calm-sheet-mask'),
    }),
    trigger: { type: 'spend', value: 3000 },
    scope: { type: 'all' },
    gifts: [
      { href: 'resist-oily/resist-oily-spf50', stock: 200 },
      { href: 'calm/calm-mineral-spf30', stock: 200 },
      { href: 'calm/calm-sheet-mask', stock: 200 },
    ],
    ...OPEN,
  },
  {
    type: 'open_gift',
    name: '全館滿$2,000 送水楊酸旅行瓶',
    description: '<p>單筆滿$2,000送2%水楊酸煥膚精華液旅行瓶一瓶。</p>',
    banner: '',
    trigger: { type: 'spend', value: 2000 },
    scope: { type: 'all' },
    gifts: [{ href: 'exfoliate/bha-2-liquid-mini', stock: 300 }],
    ...OPEN,
  },
  {
    type: 'category',
    name: '精華類滿$2,500 送舒緩修護面膜',
    description: '<p>精華類商品單筆滿$2,500，加贈舒緩修護面膜一盒。</p>',
    banner: '',
    trigger: { type: 'spend', value: 2500 },
    scope: { type: 'categories', paths: ['face-care/serum'] },
    gifts: [{ href: 'calm/calm-sheet-mask', stock: 150 }],
    ...OPEN,
  },
  {
    type: 'category',
    name: '保養組合滿$3,000 送B5保濕精華',
    description: '<p>禮盒與旅行組滿$3,000，加贈B5保濕精華一瓶。</p>',
    banner: '',
    trigger: { type: 'spend', value: 3000 },
    scope: { type: 'categories', paths: ['sets/gift-set', 'sets/travel-size'] },
    gifts: [{ href: 'boost/b5-hydrating-booster', stock: 40 }],
    ...OPEN,
  },
  {
    type: 'choice',
    name: '滿$4,000 好禮三選一',
    description: '<p>單筆滿$4,000，B5保濕精華、神經醯胺修護精華、積雪草舒緩精華任選一瓶。</p>',
    banner: defineArt('gift-choice', {
      colour: colourOf('boost'),
      products: numbersOf('boost/b5-hydrating-booster', 'boost/ceramide-booster', 'boost/cica-booster'),
    }),
    trigger: { type: 'spend', value: 4000 },
    scope: { type: 'all' },
    gifts: [
      { href: 'boost/b5-hydrating-booster', stock: 60 },
      { href: 'boost/ceramide-booster', stock: 60 },
      { href: 'boost/cica-booster', stock: 0 },
    ],
    choose: 1,
    ...OPEN,
  },
  {
    type: 'product',
    name: '買修護滋潤霜 送修護保濕化妝水',
    description: '<p>購買修護滋潤霜，即贈修護保濕化妝水一瓶。</p>',
    banner: '',
    trigger: { type: 'product', value: 1 },
    scope: { type: 'products', hrefs: ['skin-recovery/recovery-cream'] },
    gifts: [{ href: 'skin-recovery/recovery-toner', stock: 80 }],
    ...OPEN,
  },
  {
    type: 'product',
    name: '買純A醇緊緻精華 送高效A醇眼霜',
    description: '<p>購買1%純A醇緊緻精華，加贈高效A醇眼霜一支。</p>',
    banner: '',
    trigger: { type: 'product', value: 1 },
    scope: { type: 'products', hrefs: ['clinical/retinol-1-serum'] },
    gifts: [{ href: 'clinical/retinol-eye-cream', stock: 50 }],
    ...OPEN,
  },
  {
    type: 'buy_gift',
    name: '面膜買2送1',
    description: '<p>指定面膜任選2件，加贈舒緩修護面膜一盒。</p>',
    banner: defineArt('gift-buy-2-get-1', {
      colour: colourOf('calm'),
      products: numbersOf('calm/calm-sheet-mask', 'c-plus/vitamin-c-jelly-mask'),
    }),
    trigger: { type: 'count', value: 2 },
    scope: { type: 'products', hrefs: inCategory('face-care/mask') },
    gifts: [{ href: 'calm/calm-sheet-mask', stock: 120 }],
    buy: 2,
    giftCount: 1,
    ...OPEN,
  },
  {
    type: 'buy_gift',
    name: '化妝水買3送1',
    description: '<p>指定化妝水任選3件，加贈水楊酸旅行瓶一瓶。</p>',
    banner: '',
    trigger: { type: 'count', value: 3 },
    scope: { type: 'products', hrefs: inCategory('face-care/toner') },
    gifts: [{ href: 'exfoliate/bha-2-liquid-mini', stock: 90 }],
    buy: 3,
    giftCount: 1,
    ...OPEN,
  },
  {
    type: 'open_gift',
    name: '週年慶滿額禮（已結束）',
    description: '',
    banner: '',
    trigger: { type: 'spend', value: 1000 },
    scope: { type: 'all' },
    gifts: [{ href: 'calm/calm-sheet-mask', stock: 10 }],
    ...ENDED,
  },
  {
    type: 'buy_gift',
    name: '精華買2送1（尚未開始）',
    description: '',
    banner: '',
    trigger: { type: 'count', value: 2 },
    scope: { type: 'all' },
    gifts: [{ href: 'calm/calm-sheet-mask', stock: 10 }],
    buy: 2,
    giftCount: 1,
    ...UPCOMING,
  },
];

export interface ThresholdSeed extends Window {
  title: string;
  description: string;
  scope: GiftActivitySeed['scope'];
  levels: {
    threshold: number;
    kind: 'amount_off' | 'rate' | 'gift';
    value: number;
    gift?: string;
    stock?: number;
  }[];
}

export const THRESHOLD_ACTIVITIES: readonly ThresholdSeed[] = [
  {
    title: '全館滿額折',
    description: '<p>滿$1,500折$150、滿$3,000折$400、滿$5,000折$800。</p>',
    scope: { type: 'all' },
    levels: [
      { threshold: 1500, kind: 'amount_off', value: 150 },
      { threshold: 3000, kind: 'amount_off', value: 400 },
      { threshold: 5000, kind: 'amount_off', value: 800 },
    ],
    ...OPEN,
  },
  {
    title: '精華類滿額再享折扣',
    description: '<p>精華類滿$2,000享95折，滿$4,000享9折。</p>',
    scope: { type: 'categories', paths: ['face-care/serum'] },
    levels: [
      { threshold: 2000, kind: 'rate', value: 950 },
      { threshold: 4000, kind: 'rate', value: 900 },
    ],
    ...OPEN,
  },
  {
    title: '防曬系列滿$2,000 送舒緩修護面膜',
    description: '<p>防曬商品滿$2,000，加贈舒緩修護面膜一盒。</p>',
    scope: { type: 'products', hrefs: inCategory('face-care/sunscreen') },
    levels: [{ threshold: 2000, kind: 'gift', value: 1, gift: 'calm/calm-sheet-mask', stock: 100 }],
    ...OPEN,
  },
  {
    title: '春季滿額折（已結束）',
    description: '',
    scope: { type: 'all' },
    levels: [{ threshold: 1000, kind: 'amount_off', value: 100 }],
    ...ENDED,
  },
];

export interface RoutineKitSeed extends Window {
  name: string;
  description: string;
  skinType: string;
  image: string;
  stock: number;
  steps: [href: string, stepText: string][];
}

function kit(key: string, name: string, skinType: string, steps: [string, string][], description: string) {
  return {
    name,
    description,
    skinType,
    image: defineArt(`kit-${key}`, {
      colour: findProduct(steps[0]![0]).series.colour,
      products: steps.slice(0, 3).map(([href]) => findProduct(href).number),
    }),
    stock: 30,
    steps,
    ...OPEN,
  };
}

export const ROUTINE_KITS: readonly RoutineKitSeed[] = [
  kit(
    'acne-care',
    '痘痘肌調理四步驟組',
    'oily',
    [
      ['clear/clear-cleanser', '潔顏'],
      ['clear/clear-toner', '化妝水'],
      ['clear/clear-serum', '精華'],
      ['clear/clear-lotion', '保濕'],
    ],
    '<p>從潔顏到保濕的完整抗痘步驟，減少粉刺、穩定膚況。</p>',
  ),
  kit(
    'barrier-repair',
    '乾燥肌屏障修護組',
    'dry',
    [
      ['skin-recovery/soft-recovery-cleanser', '潔顏'],
      ['skin-recovery/recovery-toner', '化妝水'],
      ['skin-recovery/barrier-serum', '精華'],
      ['skin-recovery/recovery-cream', '乳霜'],
    ],
    '<p>神經醯胺修護配方，改善乾燥脫屑，找回柔潤膚觸。</p>',
  ),
  kit(
    'bright-start',
    '亮白入門三步驟組',
    'normal',
    [
      ['c-plus/vitamin-c-toner', '化妝水'],
      ['c-plus/vitamin-c-serum-15', '精華'],
      ['c-plus/ce-brightening-emulsion', '乳液'],
    ],
    '<p>第一次使用維他命C的最佳組合，打造均勻透亮的膚色。</p>',
  ),
  kit(
    'anti-aging',
    '抗老進階組',
    'normal',
    [
      ['clinical/retinol-1-serum', '夜間精華'],
      ['clinical/peptide-firming-serum', '精華'],
      ['clinical/night-repair-cream', '晚霜'],
    ],
    '<p>A醇與胜肽雙效抗老，改善細紋與鬆弛。</p>',
  ),
  kit(
    'balance',
    '混合肌平衡組',
    'combination',
    [
      ['skin-balancing/balancing-cleanser', '潔顏'],
      ['skin-balancing/balancing-toner', '化妝水'],
      ['skin-balancing/pore-refining-serum', '精華'],
      ['skin-balancing/balancing-lotion', '乳液'],
    ],
    '<p>T字控油、兩頰保濕，找回混合肌的平衡。</p>',
  ),
];

/** A kit costs 80 % of its products' selling prices, rounded down to ten dollars. */
export function kitPriceOf(k: RoutineKitSeed): number {
  const sum = k.steps.reduce((total, [href]) => {
    const p = findProduct(href);
    return total + (p.sale ?? p.price);
  }, 0);
  return Math.floor((sum * 0.8) / 10) * 10;
}

export const BONUS_EVENTS = [
  {
    bonus_name: '會員點數1.5倍送',
    bonus_description: '<p>活動期間於官網消費，訂單點數1.5倍回饋，鑑賞期後入帳。</p>',
    bonus_banner: defineArt('bonus-points', {
      colour: colourOf('omega+complex'),
      products: [],
      icon: 'gift',
    }),
    point_multiplier: 1.5,
    ...OPEN,
  },
  {
    bonus_name: '點數加倍週（已結束）',
    bonus_description: '',
    bonus_banner: '',
    point_multiplier: 2,
    ...ENDED,
  },
];

/** Point zone products: [href, point, dpoint]. */
export const POINT_EXCHANGES: readonly [string, number, number][] = [
  ['exfoliate/bha-2-liquid-mini', 480, 380],
  ['calm/calm-sheet-mask', 680, 500],
  ['clear/clear-spot-gel', 580, 0],
  ['c-plus/vitamin-c-travel-set', 880, 0],
  ['boost/b5-hydrating-booster', 1480, 1200],
  ['c-plus/vitamin-c-jelly-mask', 1280, 990],
  ['c-plus/vitamin-c-eye-cream', 1580, 0],
  ['omega+complex/omega-eye-cream', 1480, 0],
];

/** Trial products of the online skin test (test-product-list). */
export const TRIAL_HREFS = [
  'exfoliate/bha-2-liquid-mini',
  'c-plus/vitamin-c-travel-set',
  'calm/calm-sheet-mask',
  'clear/clear-spot-gel',
] as const;

export interface DtcSeed {
  title: string;
  intro: string;
  skinType: string;
  trial: string;
  steps: { step: number; text: string; advanced?: string; hrefs: string[] }[];
}

const dtc = (
  title: string,
  skinType: string,
  intro: string,
  hrefs: [string, string, string, string, string],
) => ({
  title,
  skinType,
  intro,
  trial: 'calm/calm-sheet-mask',
  steps: [
    { step: 1, text: '潔顏', hrefs: [hrefs[0]] },
    { step: 2, text: '化妝水', hrefs: [hrefs[1]] },
    { step: 3, text: '精華', advanced: '精華（可疊擦）', hrefs: [hrefs[2], 'boost/b5-hydrating-booster'] },
    { step: 4, text: '保濕', hrefs: [hrefs[3]] },
    { step: 5, text: '防曬（白天）', hrefs: [hrefs[4]] },
    { step: 0, text: '進階：每週2至3次煥膚', advanced: '進階煥膚', hrefs: ['exfoliate/mandelic-toner'] },
  ],
});

export const DTC_PERSONALIZES: readonly DtcSeed[] = [
  dtc('乾性肌專屬保養步驟', 'dry', '加強保濕與屏障修護，避免過度清潔。', [
    'skin-recovery/soft-recovery-cleanser',
    'skin-recovery/recovery-toner',
    'skin-recovery/barrier-serum',
    'skin-recovery/recovery-cream',
    'resist-dry/resist-dry-spf30',
  ]),
  dtc('敏感肌專屬保養步驟', 'sensitive', '極簡溫和，先穩定再加強。', [
    'skin-recovery/soft-recovery-cleanser',
    'calm/calm-toner',
    'calm/calm-serum',
    'calm/calm-lotion-dry',
    'calm/calm-mineral-spf30',
  ]),
  dtc('油性肌專屬保養步驟', 'oily', '控油不忘保濕，規律代謝角質。', [
    'resist-oily/resist-oily-cleanser',
    'resist-oily/resist-oily-toner',
    'clear/clear-serum',
    'skin-balancing/water-gel-cream',
    'resist-oily/resist-oily-spf50',
  ]),
  dtc('混合肌專屬保養步驟', 'combination', 'T字控油、兩頰保濕，分區照顧。', [
    'skin-balancing/balancing-cleanser',
    'skin-balancing/balancing-toner',
    'skin-balancing/pore-refining-serum',
    'skin-balancing/balancing-lotion',
    'skin-balancing/matte-spf50',
  ]),
  dtc('一般肌專屬保養步驟', 'normal', '維持穩定，加入抗氧化預防老化。', [
    'clear/clear-cleanser',
    'c-plus/vitamin-c-toner',
    'c-plus/vitamin-c-serum-15',
    'c-plus/ce-brightening-emulsion',
    'resist-oily/resist-oily-spf50',
  ]),
];
