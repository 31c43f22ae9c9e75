import type { mainMenus, subMenus } from '../src/schema/index.ts';
import { findProduct, HOT_PRODUCT_HREFS, SERIES } from './catalogue.ts';

type MainMenuRow = typeof mainMenus.$inferInsert;
type SubMenuRow = Omit<typeof subMenus.$inferInsert, 'submenu_id'>;

/**
 * Artwork of a generated promo image: the products (or an icon) on a stage in the series colour. It
 * carries no words: the generator has no CJK font, and the page writes the Chinese words beside it.
 */
export interface PromoArt {
  colour: string;
  /** Product numbers drawn on the image. */
  products: number[];
  /** Drawn instead when there are no products. */
  icon?: PromoIcon;
}

export type PromoIcon = 'scan' | 'magnifier' | 'gift' | 'chat' | 'book';

export interface MenuImage {
  image: string;
  alt: string;
  title: string;
  subtitle: string;
  link: string;
  art?: PromoArt;
}

const colourOf = (slug: string) => SERIES.find((s) => s.slug === slug)!.colour;
const numberOf = (href: string) => findProduct(href).number;

export function menuImageName(menuId: number, slot: number): string {
  return `demo-menu-${menuId}-${slot}.webp`;
}

/** Promo images of the main menus (menu 20 reuses the hot products' own images). */
export const MENU_IMAGES: Record<number, MenuImage[]> = {
  15: [
    {
      image: menuImageName(15, 1),
      alt: '新品上市',
      title: '新品上市',
      subtitle: '25%維他命C高濃度精華 全新登場',
      link: 'new-products',
      art: {
        colour: colourOf('c-plus'),
        products: [numberOf('c-plus/vitamin-c-serum-25')],
      },
    },
    {
      image: menuImageName(15, 2),
      alt: '本月活動',
      title: '本月活動',
      subtitle: '精選保養最低8折起',
      link: 'monthly-campaign',
      art: {
        colour: colourOf('skin-recovery'),
        products: [numberOf('skin-recovery/recovery-cream'), numberOf('skin-recovery/barrier-serum')],
      },
    },
  ],
  20: HOT_PRODUCT_HREFS.slice(0, 6).map((href, i) => {
    const p = findProduct(href);
    return {
      image: p.image,
      alt: p.name,
      title: p.name,
      subtitle: `熱銷第 ${i + 1} 名｜${p.spec}`,
      link: p.href,
    };
  }),
  6: [
    {
      image: menuImageName(6, 1),
      alt: '專屬保養組合',
      title: '專屬保養組合',
      subtitle: '回答5個問題，找到你的保養步驟',
      link: 'RoutineKit',
      art: {
        colour: colourOf('skin-balancing'),
        products: [
          numberOf('skin-balancing/balancing-toner'),
          numberOf('skin-balancing/pore-refining-serum'),
          numberOf('skin-balancing/water-gel-cream'),
        ],
      },
    },
    {
      image: menuImageName(6, 2),
      alt: 'AI膚況檢測',
      title: 'AI膚況檢測',
      subtitle: '一張自拍，立即了解膚況',
      link: 'SkinAnalyzer',
      art: {
        colour: colourOf('clinical'),
        products: [],
        icon: 'scan',
      },
    },
  ],
  14: [
    {
      image: menuImageName(14, 1),
      alt: '2025全新會員福利',
      title: '全新會員福利',
      subtitle: '升等禮、生日禮、點數加倍',
      link: 'member-benefit',
      art: {
        colour: colourOf('resist-dry'),
        products: [],
        icon: 'gift',
      },
    },
    {
      image: menuImageName(14, 2),
      alt: '點數兌換',
      title: '點數兌換',
      subtitle: '點數折抵無上限',
      link: 'pc-point',
      art: {
        colour: colourOf('omega+complex'),
        products: [numberOf('omega+complex/omega-serum')],
      },
    },
  ],
  22: [
    {
      image: menuImageName(22, 1),
      alt: '成分字典',
      title: '成分字典',
      subtitle: '超過千種保養成分一次查',
      link: 'ingredient-dictionary',
      art: {
        colour: colourOf('calm'),
        products: [],
        icon: 'book',
      },
    },
    {
      image: menuImageName(22, 2),
      alt: '成分檢測器',
      title: '成分檢測器',
      subtitle: '拍下成分表，立即分析',
      link: 'beautypedia-ingredient-checker',
      art: {
        colour: colourOf('clear'),
        products: [],
        icon: 'magnifier',
      },
    },
  ],
};

function imageSlots(images: MenuImage[] | undefined): Partial<MainMenuRow> {
  const slots: Record<string, string | null> = {};
  (images ?? []).forEach((img, i) => {
    const n = i + 1;
    slots[`mainmenu_image${n}`] = img.image;
    slots[`mainmenu_image${n}_alt`] = img.alt;
    slots[`mainmenu_image${n}_title`] = img.title;
    slots[`mainmenu_image${n}_subtitle`] = img.subtitle;
    slots[`mainmenu_image${n}_link`] = img.link;
    slots[`mainmenu_mobile_image${n}`] = img.image;
  });
  return slots as Partial<MainMenuRow>;
}

// Sorted ascending by mainmenu_sort: the order of the desktop bar.
const MAIN_MENU_BASE: MainMenuRow[] = [
  {
    mainmenu_id: 15,
    mainmenu_name: '產品類別',
    mainmenu_link: 'new-products',
    mainmenu_category_page_link: 'skin_care_products',
    mainmenu_sort: 1,
  },
  { mainmenu_id: 20, mainmenu_name: '熱銷商品', mainmenu_link: 'hot-sale', mainmenu_sort: 2 },
  {
    mainmenu_id: 18,
    mainmenu_name: '保養成分',
    mainmenu_link: 'ingredient-dictionary',
    mainmenu_category_page_link: 'ingredients',
    mainmenu_sort: 3,
  },
  { mainmenu_id: 10, mainmenu_name: '皮膚問題', mainmenu_link: 'SkinAnalyzer', mainmenu_sort: 4 },
  { mainmenu_id: 7, mainmenu_name: '保養觀念', mainmenu_link: 'skincare-advice', mainmenu_sort: 5 },
  { mainmenu_id: 6, mainmenu_name: '官網獨家', mainmenu_link: 'monthly-campaign', mainmenu_sort: 6 },
  { mainmenu_id: 14, mainmenu_name: '會員專區', mainmenu_link: 'member-benefit', mainmenu_sort: 7 },
  { mainmenu_id: 22, mainmenu_name: '美麗百科', mainmenu_link: 'about-beautypedia', mainmenu_sort: 8 },
  { mainmenu_id: 13, mainmenu_name: '最新消息', mainmenu_link: 'news/news-list', mainmenu_sort: 9 },
];

export const MAIN_MENUS: MainMenuRow[] = MAIN_MENU_BASE.map((m) => ({
  ...m,
  ...imageSlots(MENU_IMAGES[m.mainmenu_id]),
}));

type SubMenuSeed = [name: string, link: string, sort: number, flags?: { show?: 0; open?: 0 }];

// Links have no leading slash, like the main menu's; the storefront adds '/'.
const SUB_MENU_SEEDS: Record<number, SubMenuSeed[]> = {
  15: [
    ...SERIES.map((s, i): SubMenuSeed => [s.name, s.slug, 200 - i * 10]),
    ['全系列商品', 'skin_care_products', 50],
  ],
  18: [
    ['水楊酸 BHA', 'ingredient-dictionary/salicylic-acid', 120],
    ['果酸 AHA', 'ingredient-dictionary/glycolic-acid', 110],
    ['A醇', 'ingredient-dictionary/retinol', 100],
    ['維他命C', 'ingredient-dictionary/vitamin-c', 90],
    ['菸鹼醯胺', 'ingredient-dictionary/niacinamide', 80],
    ['神經醯胺', 'ingredient-dictionary/ceramide', 70],
    ['玻尿酸', 'ingredient-dictionary/hyaluronic-acid', 60],
    ['胜肽', 'ingredient-dictionary/peptide', 50],
    ['杜鵑花酸', 'ingredient-dictionary/azelaic-acid', 40],
    ['積雪草', 'ingredient-dictionary/centella-asiatica', 30, { open: 0 }],
  ],
  6: [
    ['本月活動', 'monthly-campaign', 100],
    ['專屬保養組合', 'RoutineKit', 95],
    ['AI膚況檢測', 'SkinAnalyzer', 90],
    ['保養步驟推薦', 'CustomerRoutineFinder', 85],
    ['身體肌膚檢測', 'body-skin-checkup', 80],
    ['一對一肌膚諮詢', 'consultation1on1', 75],
    ['早C晚A保養法', 'day-c-night-a', 70],
    ['男士保養', 'for-men', 65],
    ['成分檢測器', 'beautypedia-ingredient-checker', 60],
    ['限時快閃（已結束）', 'lp-campaign-tb', 10, { show: 0 }],
  ],
  14: [
    ['2025全新會員福利', 'member-benefit', 100],
    ['會員中心', 'membercenter', 90],
    ['點數兌換', 'pc-point', 80],
    ['會員禮領取', 'gift3-5', 70],
    ['我的優惠券', 'couponlist', 60],
    ['我的收藏', 'membercenter_favorite', 50],
    ['訂單查詢', 'membercenter_list', 40],
    ['點數說明', 'qa/q1-1#pc-point', 30],
    ['加入會員', 'register', 20],
  ],
  7: [
    ['痘痘粉刺怎麼保養', 'skincare-advice/acne', 90],
    ['保濕修護觀念', 'skincare-advice/moisturizing', 80],
    ['防曬不可少', 'skincare-advice/sunscreen', 70],
    ['成分解析', 'skincare-advice/ingredients', 60],
    ['抗老保養', 'skincare-advice/anti-aging', 50],
    ['正確的保養順序', 'skincare-advice/ingredients/skincare-routine-order', 40],
    ['常見保養迷思', 'qa/q4-1', 30, { show: 0 }],
  ],
  10: [
    ['痘痘粉刺', 'clear', 80],
    ['毛孔粗大', 'skin-balancing', 75],
    ['粗糙暗沉', 'exfoliate', 70],
    ['細紋老化', 'clinical', 65],
    ['膚色不均', 'c-plus', 60],
    ['乾燥脫皮', 'skin-recovery', 55],
    ['泛紅敏感', 'calm', 50],
    ['毛孔角化', 'skincare-advice/moisturizing/keratosis-pilaris-care', 45],
    ['出油旺盛', 'resist-oily', 40, { open: 0 }],
  ],
};

export const SUB_MENUS: SubMenuRow[] = Object.entries(SUB_MENU_SEEDS).flatMap(([menuId, rows]) =>
  rows.map(([name, link, sort, flags]) => ({
    mainmenu_id: Number(menuId),
    submenu_name: name,
    submenu_link: link,
    submenu_sort: sort,
    submenu_show: flags?.show ?? 1,
    submenu_open: flags?.open ?? 1,
  })),
);

/** Artwork of a generated menu promo image, by image name. */
export function menuPromoArt(name: string): PromoArt | undefined {
  for (const images of Object.values(MENU_IMAGES)) {
    const found = images.find((img) => img.image === name);
    if (found?.art) return found.art;
  }
  return undefined;
}
