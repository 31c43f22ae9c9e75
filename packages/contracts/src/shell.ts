import { z } from 'zod';

/** Number of image slots a main menu item carries (storefront.md §3: mainmenu_image{N}). */
export const MAIN_MENU_IMAGE_SLOTS = 6;

const imageSlotFields = Object.fromEntries(
  Array.from({ length: MAIN_MENU_IMAGE_SLOTS }, (_, i) => i + 1).flatMap((n) => [
    [`mainmenu_image${n}`, z.string().nullable()],
    [`mainmenu_image${n}_alt`, z.string().nullable()],
    [`mainmenu_image${n}_title`, z.string().nullable()],
    [`mainmenu_image${n}_subtitle`, z.string().nullable()],
    [`mainmenu_image${n}_link`, z.string().nullable()],
    [`mainmenu_image${n}_sublink`, z.string().nullable()],
    [`mainmenu_mobile_image${n}`, z.string().nullable()],
  ]),
) as Record<`mainmenu_${string}`, z.ZodNullable<z.ZodString>>;

export const MainMenuItem = z.object({
  mainmenu_id: z.number().int(),
  mainmenu_name: z.string(),
  mainmenu_link: z.string().nullable(),
  mainmenu_category_page_link: z.string().nullable(),
  mainmenu_sort: z.number().int(),
  ...imageSlotFields,
});
export type MainMenuItem = z.infer<typeof MainMenuItem>;

export const SubMenuItem = z.object({
  submenu_id: z.number().int(),
  submenu_name: z.string(),
  submenu_link: z.string(),
  submenu_sort: z.number().int(),
  submenu_open: z.number().int(),
  submenu_show: z.number().int(),
  mainmenu_id: z.number().int(),
});
export type SubMenuItem = z.infer<typeof SubMenuItem>;

export const MainMenuAnswer = z.object({ mainMenu: z.array(MainMenuItem) });
export type MainMenuAnswer = z.infer<typeof MainMenuAnswer>;
export const SubMenuAnswer = z.object({ subMenu: z.array(SubMenuItem) });
export type SubMenuAnswer = z.infer<typeof SubMenuAnswer>;
/** main-menu-with-sub-menu/{id}: one main menu item with its shown submenus. */
export const MainMenuWithSubMenuAnswer = z.object({
  mainMenu: MainMenuItem.extend({ subMenu: z.array(SubMenuItem) }),
});
export type MainMenuWithSubMenuAnswer = z.infer<typeof MainMenuWithSubMenuAnswer>;

export const NewsItem = z.object({
  news_id: z.number().int(),
  news_title: z.string(),
  news_img: z.string(),
  news_summary: z.string(),
  news_date: z.string(),
});
export type NewsItem = z.infer<typeof NewsItem>;
export const NewsDetail = NewsItem.extend({ news_content: z.string() });
export type NewsDetail = z.infer<typeof NewsDetail>;
export const NewsListAnswer = z.object({ news: z.array(NewsItem) });
export type NewsListAnswer = z.infer<typeof NewsListAnswer>;
export const NewsDetailAnswer = z.object({ news: NewsDetail });
export type NewsDetailAnswer = z.infer<typeof NewsDetailAnswer>;

/** A product as the storefront reads it (storefront.md §3). */
export const ProductCard = z.object({
  p_id: z.number().int(),
  p_name: z.string(),
  p_img: z.string(),
  p_price: z.number().int(),
  discounted_price: z.number().int(),
  discount_price: z.number().int(),
  sell_id: z.number().int(),
  sell_name: z.string(),
  href: z.string(),
  series: z.string(),
  stock: z.number().int(),
  comments_total: z.number().int(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const SearchSell = z.object({
  sell_id: z.number().int(),
  href: z.string(),
  sell_image: z.string(),
  sell_name: z.string(),
  comments_total: z.number().int(),
  p_price: z.number().int(),
  discounted_price: z.number().int(),
  /** The sell page's product, for quick-add on search cards. */
  p_id: z.number().int(),
  stock: z.number().int(),
});
export type SearchSell = z.infer<typeof SearchSell>;
export const SearchCategory = z.object({ submenu_link: z.string(), submenu_name: z.string() });
export type SearchCategory = z.infer<typeof SearchCategory>;
export const SearchLearn = z.object({
  learn_id: z.number().int(),
  learn_name: z.string(),
  learntype2_rel2: z.string(),
  learn_rel3: z.string(),
  learn_image: z.string(),
  learn_summary: z.string(),
});
export type SearchLearn = z.infer<typeof SearchLearn>;

export const KeywordSearchQuery = z.object({
  limit_count: z.coerce.number().int().min(1).max(50).optional(),
});
export type KeywordSearchQuery = z.infer<typeof KeywordSearchQuery>;
export const KeywordSearchResult = z.object({
  sells: z.array(SearchSell),
  categories: z.array(SearchCategory),
  learns: z.array(SearchLearn),
});
export type KeywordSearchResult = z.infer<typeof KeywordSearchResult>;
export const KeywordSearchAnswer = z.object({ data: KeywordSearchResult });
export type KeywordSearchAnswer = z.infer<typeof KeywordSearchAnswer>;
export const SellsBySearchAnswer = z.object({ sells: z.array(SearchSell) });
export type SellsBySearchAnswer = z.infer<typeof SellsBySearchAnswer>;
export const LearnsBySearchAnswer = z.object({ learns: z.array(SearchLearn) });
export type LearnsBySearchAnswer = z.infer<typeof LearnsBySearchAnswer>;

export const HomeBanner = z.object({
  banner_id: z.number().int(),
  banner_title: z.string(),
  banner_image: z.string(),
  banner_mobile_image: z.string(),
  banner_link: z.string(),
  banner_width: z.number().int(),
  banner_height: z.number().int(),
});
export type HomeBanner = z.infer<typeof HomeBanner>;
export const HomeBannersAnswer = z.object({ homeBanners: z.array(HomeBanner) });
export type HomeBannersAnswer = z.infer<typeof HomeBannersAnswer>;

export const SmallCarousel = z.object({
  carousel_id: z.number().int(),
  carousel_title: z.string(),
  carousel_image: z.string(),
  carousel_link: z.string(),
});
export type SmallCarousel = z.infer<typeof SmallCarousel>;
export const SmallCarouselsAnswer = z.object({ smallCarousels: z.array(SmallCarousel) });
export type SmallCarouselsAnswer = z.infer<typeof SmallCarouselsAnswer>;

export const HotProductsAnswer = z.object({ hotProducts: z.array(ProductCard) });
export type HotProductsAnswer = z.infer<typeof HotProductsAnswer>;

export const HomeVideo = z.object({
  video_title: z.string(),
  video_description: z.string(),
  /** An embeddable video address (loaded only when the shopper presses play). */
  video_url: z.string(),
  video_poster: z.string(),
});
export type HomeVideo = z.infer<typeof HomeVideo>;
export const HomeVideoAnswer = z.object({ homeVideo: HomeVideo.nullable() });
export type HomeVideoAnswer = z.infer<typeof HomeVideoAnswer>;

export const HotLearnsAnswer = z.object({ hotLearns: z.array(SearchLearn) });
export type HotLearnsAnswer = z.infer<typeof HotLearnsAnswer>;

export const SettingQuery = z.object({ key: z.string().trim().min(1).max(100) });
export type SettingQuery = z.infer<typeof SettingQuery>;
export const SettingAnswer = z.object({ setting: z.object({ key: z.string(), value: z.string() }) });
export type SettingAnswer = z.infer<typeof SettingAnswer>;

/** A rewrite maps a short shop path (href) to the page that serves it. */
export const Rewrite = z.object({
  rewrite_id: z.number().int(),
  href: z.string(),
  target_type: z.enum(['sell', 'product_type', 'sell_type', 'page']),
  target_id: z.number().int().nullable(),
  target_path: z.string().nullable(),
});
export type Rewrite = z.infer<typeof Rewrite>;
export const RewritesAnswer = z.object({ rewrites: z.array(Rewrite) });
export type RewritesAnswer = z.infer<typeof RewritesAnswer>;

export const NotFoundPageAnswer = z.object({
  page: z.object({
    title: z.string(),
    content: z.string(),
    links: z.array(z.object({ label: z.string(), href: z.string() })),
  }),
});
export type NotFoundPageAnswer = z.infer<typeof NotFoundPageAnswer>;

/** /redirects.json: legacy .php file name → shop path. */
export const RedirectsFile = z.object({ phpRedirects: z.record(z.string(), z.string()) });
export type RedirectsFile = z.infer<typeof RedirectsFile>;

export const InjectionPoint = z.object({
  id: z.string(),
  path: z.string(),
  targetElement: z.string(),
  style: z.string().optional(),
  currentContent: z.string(),
});
export type InjectionPoint = z.infer<typeof InjectionPoint>;
export const InjectionPointsFile = z.object({ points: z.array(InjectionPoint) });
export type InjectionPointsFile = z.infer<typeof InjectionPointsFile>;
