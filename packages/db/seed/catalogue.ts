import { shellMessages } from '@shop/core';
import type { SERIES_SLUGS } from '../src/schema/index.ts';
import { PRODUCTS_BY_SERIES } from './products.ts';

export type SeriesSlug = (typeof SERIES_SLUGS)[number];

/** Packaging drawn for a product image. */
export type PackShape = 'dropper' | 'bottle' | 'pump' | 'jar' | 'tube' | 'sachet' | 'box';

export interface ProductSeed {
  /** Second part of the sell href: `{series}/{slug}`. */
  slug: string;
  name: string;
  /** Latin label printed on the generated pack (the machine may lack CJK fonts). */
  label: string;
  shape: PackShape;
  spec: string;
  price: number;
  /** Sale price; absent means sold at `price`. */
  sale?: number;
  /** Absent means a stock derived from the product number. */
  stock?: number;
  keywords: string;
  description: string;
  /** Launch day (Taipei) of this year's new products; older products get a spread of 2025 dates. */
  launched?: string;
}

export interface SeriesSeed {
  slug: SeriesSlug;
  name: string;
  latin: string;
  description: string;
  /** Pack colour of the series, and the cap colour drawn on it. */
  colour: string;
  cap: string;
}

export const BRAND = { latin: shellMessages.brandLatin, name: shellMessages.brandName } as const;

export const SERIES: readonly SeriesSeed[] = [
  {
    slug: 'exfoliate',
    name: '煥膚代謝系列',
    latin: 'EXFOLIATE',
    colour: '#e0735f',
    cap: '#f7f3ef',
    description:
      '以水楊酸、果酸與乳糖酸溫和代謝老廢角質，疏通毛孔、改善粗糙暗沉，讓肌膚回到細緻透亮的節奏。適合想改善粉刺與膚觸不平滑的你。',
  },
  {
    slug: 'clinical',
    name: '專研抗老系列',
    latin: 'CLINICAL',
    colour: '#3f4a9a',
    cap: '#d9dce8',
    description:
      '高濃度A醇、胜肽與菸鹼醯胺的實驗室級配方，針對細紋、鬆弛與膚色不均，打造看得見的緊緻感。建議搭配每日防曬使用。',
  },
  {
    slug: 'c-plus',
    name: '維他命C亮白系列',
    latin: 'C-PLUS',
    colour: '#ef8a22',
    cap: '#fff6e8',
    description:
      '穩定型維他命C結合維他命E與阿魏酸，抵禦環境氧化壓力，讓膚色均勻、重現光采。遮光包裝守護成分新鮮度。',
  },
  {
    slug: 'boost',
    name: '強效精華系列',
    latin: 'BOOST',
    colour: '#b23e7b',
    cap: '#2c2a30',
    description: '單一明星成分的高濃度精華，可依當下肌膚需求自由疊擦或混入乳霜，讓日常保養效果加乘。',
  },
  {
    slug: 'resist-oily',
    name: '抗老控油系列',
    latin: 'RESIST OILY',
    colour: '#4f9a4b',
    cap: '#f4f7f1',
    description: '為混合至油性肌設計的抗老配方，清爽質地兼顧抗氧化與控油，同時照顧細紋與毛孔外觀。',
  },
  {
    slug: 'resist-dry',
    name: '抗老保濕系列',
    latin: 'RESIST DRY',
    colour: '#c4847a',
    cap: '#c9a86a',
    description: '為一般至乾性肌設計，豐潤的脂質與保濕因子牢牢鎖住水分，讓抗老保養不再乾澀緊繃。',
  },
  {
    slug: 'clear',
    name: '抗痘調理系列',
    latin: 'CLEAR',
    colour: '#2f84c6',
    cap: '#f1f6fb',
    description: '以水楊酸為核心的痘痘肌調理方案，減少粉刺生成、舒緩泛紅，低刺激配方適合每天使用。',
  },
  {
    slug: 'skin-balancing',
    name: '平衡控油系列',
    latin: 'SKIN BALANCING',
    colour: '#23988a',
    cap: '#eef7f5',
    description: '調節油水平衡、收斂毛孔外觀，清爽不緊繃，為混合肌與T字部位出油找回穩定膚況。',
  },
  {
    slug: 'skin-recovery',
    name: '修護保濕系列',
    latin: 'SKIN RECOVERY',
    colour: '#8a6bc1',
    cap: '#f5f1fb',
    description: '神經醯胺與植物油脂重建肌膚屏障，適合乾燥、脫屑與換季不穩定的肌膚，給予長效滋潤。',
  },
  {
    slug: 'calm',
    name: '舒緩敏弱系列',
    latin: 'CALM',
    colour: '#79a487',
    cap: '#ffffff',
    description: '極簡配方、無香料無色素，舒緩泛紅與乾癢感，讓敏弱肌也能安心建立每日保養步驟。',
  },
  {
    slug: 'omega+complex',
    name: '亞麻籽修護系列',
    latin: 'OMEGA+ COMPLEX',
    colour: '#c6952d',
    cap: '#3a2f22',
    description: '富含Omega-3、6、9的植物油脂複方，滋養並強化肌膚，讓乾燥粗糙的肌膚重現柔潤彈性。',
  },
];

export interface CatalogueEntry extends ProductSeed {
  /** 1-based position in the catalogue; also the number in the product's image name. */
  number: number;
  series: SeriesSeed;
  href: string;
  image: string;
}

export function productImageName(number: number): string {
  return `demo-product-${number}.webp`;
}

/** Every demo product in a fixed order, with its series, sell href and image name. */
export const CATALOGUE: readonly CatalogueEntry[] = SERIES.flatMap((s) =>
  PRODUCTS_BY_SERIES[s.slug].map((p) => ({ ...p, series: s })),
).map((p, i) => ({
  ...p,
  number: i + 1,
  href: `${p.series.slug}/${p.slug}`,
  image: productImageName(i + 1),
}));

export function findProduct(href: string): CatalogueEntry {
  const entry = CATALOGUE.find((p) => p.href === href);
  if (!entry) throw new Error(`Demo catalogue has no product ${href}`);
  return entry;
}

/** Hot products shown on the home page and in menu 20, best seller first. */
export const HOT_PRODUCT_HREFS = [
  'c-plus/vitamin-c-serum-15',
  'exfoliate/bha-2-liquid',
  'clinical/retinol-1-serum',
  'calm/calm-serum',
  'boost/niacinamide-20-booster',
  'skin-recovery/recovery-cream',
  'resist-oily/resist-oily-spf50',
  'clear/clear-toner',
  'omega+complex/omega-serum',
  'skin-balancing/pore-refining-serum',
] as const;
