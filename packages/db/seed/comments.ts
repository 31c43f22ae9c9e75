import { CATALOGUE, type CatalogueEntry, HOT_PRODUCT_HREFS } from './catalogue.ts';
import { galleryOf } from './catalogue-details.ts';

// Demo product comments, written as shoppers write them. They carry no member (imported from the old
// shop); the sell page's comments_total and rating_sum are computed from exactly these rows.

export interface CommentSeed {
  href: string;
  comment_name: string;
  comment_stars: number;
  comment_content: string;
  comment_images: string[];
  created_at: Date;
}

const SURNAMES = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊', '許', '鄭', '謝', '郭', '洪'];
const GIVEN = [
  '＊如',
  '＊婷',
  '＊翔',
  '＊涵',
  '＊宇',
  '＊君',
  '＊萱',
  '＊豪',
  '＊琪',
  '＊安',
  '＊妤',
  '＊恩',
];

const OPENERS = [
  '用了一個多月，',
  '第二次回購了，',
  '朋友推薦來買的，',
  '換季時開始使用，',
  '趁活動入手，',
  '原本有點擔心會刺激，',
  '試用過旅行瓶後決定買正貨，',
  '敏感肌的我很謹慎地試用，',
];

const BY_KIND: [test: (p: CatalogueEntry) => boolean, lines: string[]][] = [
  [
    (p) => p.name.includes('水楊酸') || p.name.includes('抗痘'),
    [
      '鼻頭粉刺明顯變少，毛孔看起來乾淨很多。',
      '痘痘冒出來的頻率降低了，膚況穩定。',
      '質地很清爽，擦完不會悶。',
    ],
  ],
  [
    (p) => p.name.includes('果酸') || p.name.includes('煥膚'),
    [
      '摸起來變得很光滑，上妝更服貼。',
      '暗沉有改善，整個人看起來比較有精神。',
      '一開始隔天用，完全沒有不適。',
    ],
  ],
  [
    (p) => p.name.includes('A醇') || p.name.includes('抗老') || p.name.includes('緊緻'),
    ['法令紋附近的細紋有變淡的感覺。', '皮膚變得比較有彈性，很滿意。', '晚上使用，隔天起床膚況很好。'],
  ],
  [
    (p) => p.name.includes('維他命C') || p.name.includes('亮白'),
    ['膚色變得比較均勻，痘印也淡了一些。', '早上用完再擦防曬，氣色明顯變好。', '遮光瓶設計很貼心。'],
  ],
  [
    (p) => p.name.includes('修護') || p.name.includes('舒緩') || p.name.includes('保濕'),
    ['換季泛紅的狀況緩和很多。', '保濕度很夠，冷氣房裡也不會乾。', '擦完很舒服，沒有黏膩感。'],
  ],
];
const GENERAL = [
  '質地好推開，吸收很快。',
  '無香料，用起來很安心。',
  '出貨很快，包裝也很仔細。',
  '價格實在，會繼續支持。',
];
const LOWER = ['效果還需要再觀察，先給三顆星。', '對我來說稍微偏乾，冬天可能要再加乳霜。'];

const DAY_MS = 86_400_000;
const LATEST = Date.parse('2026-11-10T20:00:00+08:00');

/** How many demo comments a product has: hot products have many more. */
export function commentCountOf(p: CatalogueEntry): number {
  const hot = (HOT_PRODUCT_HREFS as readonly string[]).includes(p.href);
  return 4 + ((p.number * 53) % 37) + (hot ? 30 : 0);
}

/** Stars of the k-th comment of a product: mostly 5, some 4, now and then a 3. */
function starsOf(p: CatalogueEntry, k: number): number {
  const roll = (p.number * 31 + k * 17) % 20;
  if (roll === 0) return 3;
  return roll < 6 ? 4 : 5;
}

function contentOf(p: CatalogueEntry, k: number, stars: number): string {
  const lines = BY_KIND.find(([test]) => test(p))?.[1] ?? GENERAL;
  const opener = OPENERS[(p.number + k) % OPENERS.length]!;
  if (stars === 3) return `${opener}${LOWER[k % LOWER.length]}`;
  const first = lines[k % lines.length]!;
  const second = GENERAL[(p.number * 3 + k) % GENERAL.length]!;
  return k % 3 === 0 ? `${opener}${first}` : `${opener}${first}${second}`;
}

export const COMMENTS: readonly CommentSeed[] = CATALOGUE.flatMap((p) =>
  Array.from({ length: commentCountOf(p) }, (_, k): CommentSeed => {
    const stars = starsOf(p, k);
    return {
      href: p.href,
      comment_name: `${SURNAMES[(p.number + k * 7) % SURNAMES.length]}${GIVEN[(p.number * 5 + k) % GIVEN.length]}`,
      comment_stars: stars,
      comment_content: contentOf(p, k, stars),
      // Every seventh comment shows a photo of the product.
      comment_images: k % 7 === 3 ? [galleryOf(p)[k % 3]!] : [],
      created_at: new Date(LATEST - (p.number * 3 + k * 9) * DAY_MS),
    };
  }),
);
