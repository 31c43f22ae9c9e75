import { colourOf, defineArt, numbersOf } from './art.ts';
import { BRAND, type CatalogueEntry, type SeriesSlug } from './catalogue.ts';
import { escapeHtml } from './content.ts';

// Product types (/{category}/{subcategory}), product page details and sell page copy of the demo shop.

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  image: string;
  /** Whether a product belongs here, judged from its name. */
  matches?: (p: CatalogueEntry) => boolean;
  children?: CategorySeed[];
}

const has = (p: CatalogueEntry, ...words: string[]) => words.some((w) => p.name.includes(w));
const isBody = (p: CatalogueEntry) => has(p, '身體');
const isSet = (p: CatalogueEntry) => has(p, '禮盒', '旅行組');

export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'face-care',
    name: '臉部保養',
    description: '從潔顏、化妝水到精華與防曬，依保養步驟挑選適合你的臉部保養品。',
    image: defineArt('category-face-care', {
      colour: colourOf('c-plus'),
      products: numbersOf(
        'c-plus/vitamin-c-toner',
        'c-plus/vitamin-c-serum-15',
        'c-plus/ce-brightening-emulsion',
      ),
    }),
    children: [
      {
        slug: 'cleanser',
        name: '潔顏',
        description: '溫和潔淨不緊繃，為後續保養打好基礎。',
        image: '',
        matches: (p) => has(p, '潔面'),
      },
      {
        slug: 'toner',
        name: '化妝水',
        description: '潔顏後的第一道保養，補水並調理膚況。',
        image: '',
        matches: (p) => has(p, '化妝水'),
      },
      {
        slug: 'exfoliant',
        name: '去角質煥膚',
        description: '水楊酸、果酸、杏仁酸與乳糖酸，溫和代謝老廢角質。',
        image: '',
        matches: (p) => !isBody(p) && !isSet(p) && has(p, '煥膚', '水楊酸', '果酸', '杏仁酸', '乳糖酸'),
      },
      {
        slug: 'serum',
        name: '精華',
        description: '高濃度有效成分，針對個別肌膚問題加強保養。',
        image: '',
        matches: (p) => (!isSet(p) && has(p, '精華') && !has(p, '化妝水', '面膜')) || has(p, '點擦'),
      },
      {
        slug: 'moisturizer',
        name: '乳液・乳霜',
        description: '鎖住水分、修護屏障，依膚質選擇清爽或滋潤質地。',
        image: '',
        matches: (p) =>
          !isBody(p) && !isSet(p) && has(p, '乳液', '霜', '乳') && !has(p, '眼霜', '防曬', '潔面'),
      },
      {
        slug: 'sunscreen',
        name: '防曬',
        description: '每天的抗老第一步，清爽不黏膩的日常防護。',
        image: '',
        matches: (p) => has(p, '防曬'),
      },
      {
        slug: 'mask',
        name: '面膜',
        description: '泥面膜、晶凍面膜與睡眠面膜，為肌膚加強照護。',
        image: '',
        matches: (p) => has(p, '面膜'),
      },
      {
        slug: 'eye-care',
        name: '眼部保養',
        description: '專為細薄眼周設計，改善細紋與暗沉。',
        image: '',
        matches: (p) => has(p, '眼霜'),
      },
    ],
  },
  {
    slug: 'body-care',
    name: '身體保養',
    description: '改善毛孔角化與乾燥粗糙，讓全身肌膚一樣細緻。',
    image: defineArt('category-body-care', {
      colour: colourOf('exfoliate'),
      products: numbersOf('exfoliate/aha-10-body-lotion'),
    }),
    children: [
      {
        slug: 'body-lotion',
        name: '身體乳',
        description: '沐浴後塗抹，代謝粗糙顆粒並長效保濕。',
        image: '',
        matches: isBody,
      },
    ],
  },
  {
    slug: 'sets',
    name: '保養組合',
    description: '完整步驟一次到位的禮盒與旅行組，送禮自用兩相宜。',
    image: defineArt('category-sets', {
      colour: colourOf('clinical'),
      products: numbersOf('clinical/anti-aging-gift-set', 'c-plus/vitamin-c-travel-set'),
    }),
    children: [
      {
        slug: 'gift-set',
        name: '禮盒',
        description: '精美包裝的完整保養組合。',
        image: '',
        matches: (p) => has(p, '禮盒'),
      },
      {
        slug: 'travel-size',
        name: '旅行組・旅行瓶',
        description: '輕巧好攜帶，也是第一次嘗試的好選擇。',
        image: '',
        matches: (p) => has(p, '旅行'),
      },
    ],
  },
];

/** The subcategory paths ('face-care/serum' …) a product is listed under. */
export function categoryPathsOf(p: CatalogueEntry): string[] {
  return CATEGORIES.flatMap((top) =>
    (top.children ?? []).filter((c) => c.matches?.(p)).map((c) => `${top.slug}/${c.slug}`),
  );
}

/** Tags of a product (awootag-page-by-tags): its search keywords, without duplicates. */
export function tagsOf(p: CatalogueEntry): string[] {
  return [...new Set(p.keywords.split(',').map((k) => k.trim()))].filter(Boolean);
}

export function galleryOf(p: CatalogueEntry): string[] {
  return [2, 3, 4].map((k) => `demo-product-${p.number}-${k}.webp`);
}

const USAGE: [test: (p: CatalogueEntry) => boolean, steps: string[]][] = [
  [
    (p) => has(p, '潔面'),
    ['取適量於掌心加水搓揉起泡。', '以指腹輕柔按摩全臉約30秒。', '以清水徹底洗淨，早晚使用。'],
  ],
  [
    (p) => has(p, '化妝水'),
    ['潔顏後取適量於化妝棉或掌心。', '由內而外輕拍全臉至吸收。', '早晚使用，可接續精華。'],
  ],
  [
    (p) => has(p, '防曬'),
    ['保養最後一步、上妝前使用。', '取約一元硬幣大小均勻塗抹全臉與頸部。', '戶外活動每2至3小時補擦。'],
  ],
  [
    (p) => has(p, '面膜'),
    ['潔顏與化妝水後，均勻塗抹或敷於全臉。', '依產品說明停留或過夜。', '每週使用2至3次。'],
  ],
  [
    (p) => has(p, '眼霜'),
    ['取米粒大小於無名指。', '輕點於眼周後由內而外輕按至吸收。', '早晚使用，白天請加強防曬。'],
  ],
  [
    (p) => has(p, '身體'),
    ['沐浴後趁肌膚微濕時使用。', '取適量均勻塗抹於手臂、大腿等粗糙部位。', '每天使用，白天請加強防曬。'],
  ],
  [(p) => has(p, '禮盒', '旅行組'), ['依組合內各產品說明使用。', '建議順序：化妝水 → 精華 → 乳液或乳霜。']],
  [
    (p) => has(p, '精華'),
    ['化妝水後取2至3滴於掌心。', '均勻按壓於全臉至吸收。', '早晚使用，酸類與A醇產品白天請加強防曬。'],
  ],
];
const DEFAULT_USAGE = ['精華後取適量於掌心。', '均勻塗抹全臉並輕按至吸收。', '早晚使用。'];

export function usageOf(p: CatalogueEntry): string[] {
  return USAGE.find(([test]) => test(p))?.[1] ?? DEFAULT_USAGE;
}

/** INCI names of the actives a keyword stands for. */
const ACTIVES: Record<string, string[]> = {
  水楊酸: ['Salicylic Acid'],
  果酸: ['Glycolic Acid'],
  杏仁酸: ['Mandelic Acid'],
  乳糖酸: ['Lactobionic Acid'],
  A醇: ['Retinol'],
  胜肽: ['Palmitoyl Tripeptide-1', 'Palmitoyl Tetrapeptide-7'],
  菸鹼醯胺: ['Niacinamide'],
  維他命C: ['3-O-Ethyl Ascorbic Acid', 'Tocopherol', 'Ferulic Acid'],
  B5: ['Panthenol'],
  杜鵑花酸: ['Azelaic Acid'],
  積雪草: ['Centella Asiatica Extract', 'Madecassoside'],
  神經醯胺: ['Ceramide NP', 'Ceramide AP', 'Cholesterol'],
  多酚: ['Camellia Sinensis Leaf Extract', 'Resveratrol'],
  亞麻籽: ['Linum Usitatissimum Seed Oil'],
  玻尿酸: ['Sodium Hyaluronate'],
  防曬: ['Zinc Oxide', 'Titanium Dioxide'],
};
const BASE_INCI = ['Water', 'Butylene Glycol', 'Glycerin'];
const TAIL_INCI = [
  'Allantoin',
  'Bisabolol',
  'Sodium Hyaluronate',
  'Xanthan Gum',
  'Caprylyl Glycol',
  'Disodium EDTA',
];

export function ingredientsOf(p: CatalogueEntry): string {
  const text = `${p.name},${p.keywords}`;
  const actives = Object.entries(ACTIVES).flatMap(([word, inci]) => (text.includes(word) ? inci : []));
  return [...new Set([...BASE_INCI, ...actives, ...TAIL_INCI])].join(', ');
}

const EFFECTS: [test: (p: CatalogueEntry) => boolean, text: string][] = [
  [(p) => has(p, '水楊酸', '抗痘'), '減少粉刺與痘痘生成，讓毛孔看起來更乾淨。'],
  [(p) => has(p, '果酸', '杏仁酸', '乳糖酸', '煥膚'), '代謝老廢角質，改善粗糙與暗沉，膚觸更細緻。'],
  [(p) => has(p, 'A醇', '胜肽', '抗老', '緊緻'), '改善細紋與鬆弛外觀，打造緊緻有彈性的肌膚。'],
  [(p) => has(p, '維他命C', '亮白', '淡斑'), '抵禦環境氧化壓力，讓膚色均勻透亮。'],
  [(p) => has(p, '控油', '毛孔', '平衡'), '調節油水平衡，收斂毛孔外觀。'],
  [(p) => has(p, '修護', '舒緩', '神經醯胺'), '強化肌膚屏障，舒緩乾燥泛紅與不適感。'],
];

function effectOf(p: CatalogueEntry): string {
  return EFFECTS.find(([test]) => test(p))?.[1] ?? '長效保濕，讓肌膚柔軟水潤。';
}

/** The copy of a product's sell page (HTML, sanitized when seeded). */
export function sellCopyOf(p: CatalogueEntry) {
  const features = [
    `${p.series.name}・${p.spec}`,
    '不含人工香料與色素',
    '通過皮膚科醫師測試',
    ...tagsOf(p)
      .slice(0, 2)
      .map((t) => `適合在意「${t}」的你`),
  ];
  return {
    sell_description: `<p>${escapeHtml(p.description)}</p>\n<p>${escapeHtml(p.series.description)}</p>`,
    sell_feature: `<ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
    sell_effect: `<p>${escapeHtml(effectOf(p))}</p>`,
    sell_application: `<ol>${usageOf(p)
      .map((s) => `<li>${escapeHtml(s)}</li>`)
      .join('')}</ol>`,
    seo_title: `${p.name} ${p.spec}｜${p.series.name}｜${BRAND.name}`,
    seo_description: p.description.slice(0, 120),
  };
}

/**
 * Skin types and concerns of each demo series (the list filters); migration 0019 fills a shop seeded
 * before it with the same values.
 */
export const SERIES_FILTERS: Record<SeriesSlug, { skinTypes: string[]; concerns: string[] }> = {
  exfoliate: { skinTypes: ['oily', 'combination', 'normal'], concerns: ['pores', 'acne', 'dullness'] },
  clinical: { skinTypes: ['normal', 'dry', 'combination'], concerns: ['aging'] },
  'c-plus': { skinTypes: ['normal', 'combination', 'oily', 'dry'], concerns: ['dullness', 'aging'] },
  boost: { skinTypes: ['normal', 'combination', 'oily', 'dry'], concerns: ['dullness', 'pores', 'aging'] },
  'resist-oily': { skinTypes: ['oily', 'combination'], concerns: ['aging', 'pores'] },
  'resist-dry': { skinTypes: ['dry', 'normal'], concerns: ['aging', 'dryness'] },
  clear: { skinTypes: ['oily', 'combination'], concerns: ['acne', 'pores'] },
  'skin-balancing': { skinTypes: ['combination', 'oily'], concerns: ['pores'] },
  'skin-recovery': { skinTypes: ['dry', 'sensitive'], concerns: ['dryness', 'redness'] },
  calm: { skinTypes: ['sensitive', 'dry', 'normal'], concerns: ['redness', 'dryness'] },
  'omega+complex': { skinTypes: ['dry', 'sensitive'], concerns: ['dryness'] },
};
