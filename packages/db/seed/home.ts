import type { homeBanners, homeVideos, smallCarousels } from '../src/schema/index.ts';
import { findProduct, SERIES } from './catalogue.ts';
import type { PromoArt } from './menus.ts';

type BannerRow = Omit<typeof homeBanners.$inferInsert, 'banner_id'>;
type CarouselRow = Omit<typeof smallCarousels.$inferInsert, 'carousel_id'>;
type VideoRow = Omit<typeof homeVideos.$inferInsert, 'video_id'>;

export const BANNER_SIZE = { width: 1920, height: 640 } as const;
export const MOBILE_BANNER_SIZE = { width: 750, height: 750 } as const;

const colourOf = (slug: string) => SERIES.find((s) => s.slug === slug)!.colour;
const numbers = (...hrefs: string[]) => hrefs.map((href) => findProduct(href).number);

interface BannerSeed {
  title: string;
  link: string;
  art: PromoArt;
}

export const BANNERS: readonly BannerSeed[] = [
  {
    title: '25%維他命C高濃度精華\n新品上市・提亮暗沉、撫平細紋\n立即選購',
    link: 'c-plus/vitamin-c-serum-25',
    art: {
      colour: colourOf('c-plus'),
      products: numbers(
        'c-plus/vitamin-c-toner',
        'c-plus/vitamin-c-serum-25',
        'c-plus/ce-brightening-emulsion',
      ),
    },
  },
  {
    title: '防曬季\n滿額送全效防曬禮盒（價值$2,425）\n立即參加',
    link: 'monthly-campaign',
    art: {
      colour: colourOf('clear'),
      products: numbers(
        'resist-dry/resist-dry-spf30',
        'resist-oily/resist-oily-spf50',
        'calm/calm-mineral-spf30',
      ),
    },
  },
  {
    title: '抗痘調理系列\n限時85折・溫和代謝粉刺\n立即選購',
    link: 'clear',
    art: {
      colour: colourOf('skin-balancing'),
      products: numbers('clear/clear-toner', 'clear/clear-serum', 'clear/clear-lotion'),
    },
  },
  {
    title: '2025全新會員福利\n生日禮・點數加倍\n了解更多',
    link: 'member-benefit',
    art: {
      colour: colourOf('resist-dry'),
      products: numbers('clinical/anti-aging-gift-set', 'clinical/retinol-1-serum'),
    },
  },
];

export function bannerImageName(number: number, mobile = false): string {
  return mobile ? `demo-banner-m-${number}.webp` : `demo-banner-${number}.webp`;
}

export const BANNER_ROWS: BannerRow[] = BANNERS.map((b, i) => ({
  banner_title: b.title,
  banner_image: bannerImageName(i + 1),
  banner_mobile_image: bannerImageName(i + 1, true),
  banner_link: b.link,
  banner_width: BANNER_SIZE.width,
  banner_height: BANNER_SIZE.height,
  banner_sort: BANNERS.length - i,
}));

export const CAROUSEL_SIZE = { width: 720, height: 480 } as const;

interface CarouselSeed {
  title: string;
  link: string;
  art: PromoArt;
}

export const CAROUSELS: readonly CarouselSeed[] = [
  {
    title: '新品上市\n本季全新配方\n立即選購',
    link: 'new-products',
    art: {
      colour: colourOf('boost'),
      products: numbers('boost/niacinamide-20-booster', 'boost/cica-booster'),
    },
  },
  {
    title: '熱銷排行榜\n超過10萬人的愛用推薦\n立即選購',
    link: 'hot-sale',
    art: {
      colour: colourOf('exfoliate'),
      products: numbers('exfoliate/bha-2-liquid', 'exfoliate/aha-8-gel'),
    },
  },
  {
    title: '一對一肌膚諮詢\n免費專人解答保養問題\n立即預約',
    link: 'consultation1on1',
    art: {
      colour: colourOf('skin-recovery'),
      products: [],
      icon: 'chat',
    },
  },
  {
    title: '成分檢測器\n輸入成分表，一鍵看懂\n立即檢測',
    link: 'beautypedia-ingredient-checker',
    art: {
      colour: colourOf('calm'),
      products: [],
      icon: 'magnifier',
    },
  },
  {
    title: '點數兌換專區\n點數兌換無上限\n立即兌換',
    link: 'pc-point',
    art: {
      colour: colourOf('omega+complex'),
      products: numbers('omega+complex/omega-cream'),
    },
  },
];

export function carouselImageName(number: number): string {
  return `demo-carousel-${number}.webp`;
}

export const CAROUSEL_ROWS: CarouselRow[] = CAROUSELS.map((c, i) => ({
  carousel_title: c.title,
  carousel_image: carouselImageName(i + 1),
  carousel_link: c.link,
  carousel_sort: CAROUSELS.length - i,
}));

export const VIDEO_POSTER = 'demo-video-1.webp';
export const VIDEO_SIZE = { width: 1280, height: 720 } as const;

export const HOME_VIDEO: VideoRow = {
  video_title: '30秒認識米瑞法肌研所',
  video_description: '從配方研究到每一次出貨，帶你看見我們堅持的無香料、無色素與實證成分。',
  // A Creative Commons film (Blender Foundation) stands in until the shop has its own video.
  video_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  video_poster: VIDEO_POSTER,
  video_active: 1,
};
