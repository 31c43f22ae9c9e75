import { z } from 'zod';
import { ListPaging } from './catalogue-list.ts';
import { ProductCard, SearchLearn } from './shell.ts';

// Catalogue calls: product types, series, shortcut and tag lists, sell pages and what a shopper does on
// them (comments, favourites, restock notices). Field names follow the spec (storefront.md §3,
// member-area-and-tools.md §3).

const id = z.number().int();
const isoDate = z.string();

/** A slug of a URL segment: letters, digits, '-', '_' and '+' (omega+complex). */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_+-]{0,79}$/;
export const Slug = z.string().regex(SLUG_PATTERN, 'Not a valid slug');

/** A product in a list: a ProductCard plus its size and average stars (null before any comment). */
export const ListProduct = ProductCard.extend({
  p_spec: z.string(),
  rating: z.number().nullable(),
});
export type ListProduct = z.infer<typeof ListProduct>;

export const Category = z.object({
  category_id: id,
  category_slug: z.string(),
  /** 'face-care' or 'face-care/serum': the page is /{category_path}. */
  category_path: z.string(),
  category_name: z.string(),
  category_description: z.string(),
  category_image: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  product_count: id,
});
export type Category = z.infer<typeof Category>;
export const CategoryTreeItem = Category.extend({ subcategories: z.array(Category) });
export type CategoryTreeItem = z.infer<typeof CategoryTreeItem>;

export const CategoriesAnswer = z.object({ categories: z.array(CategoryTreeItem) });
export type CategoriesAnswer = z.infer<typeof CategoriesAnswer>;

export const CategoryParams = z.object({ category: Slug });
export const SubcategoryParams = z.object({ category: Slug, subcategory: Slug });

/** get-category/{category}: the category, its subcategories and every product listed under them. */
export const CategoryAnswer = z.object({
  category: CategoryTreeItem,
  products: z.array(ListProduct),
  /** Where the products stand in the whole (filtered) list. */
  paging: ListPaging.optional(),
});
export type CategoryAnswer = z.infer<typeof CategoryAnswer>;
/** get-product-list/{category}/{subcategory}. */
export const ProductListAnswer = z.object({
  category: Category,
  subcategory: Category,
  products: z.array(ListProduct),
  paging: ListPaging.optional(),
});
export type ProductListAnswer = z.infer<typeof ProductListAnswer>;

export const SeriesItem = z.object({
  series_slug: z.string(),
  series_name: z.string(),
  series_description: z.string(),
  product_count: id,
});
export type SeriesItem = z.infer<typeof SeriesItem>;
export const SeriesListAnswer = z.object({ series: z.array(SeriesItem) });
export type SeriesListAnswer = z.infer<typeof SeriesListAnswer>;
export const SeriesParams = z.object({ slug: Slug });
export const SeriesAnswer = z.object({
  series: SeriesItem,
  products: z.array(ListProduct),
  paging: ListPaging.optional(),
});
export type SeriesAnswer = z.infer<typeof SeriesAnswer>;

/** new: newest first; hot: the hot list; campaign: products in open sale events and match pairs; all. */
export const ShortcutKind = z.enum(['new', 'hot', 'campaign', 'all']);
export type ShortcutKind = z.infer<typeof ShortcutKind>;
export const ShortcutParams = z.object({ kind: ShortcutKind });
export const ShortcutProductsAnswer = z.object({
  kind: ShortcutKind,
  title: z.string(),
  products: z.array(ListProduct),
});
export type ShortcutProductsAnswer = z.infer<typeof ShortcutProductsAnswer>;

export const TagQuery = z.object({ tag: z.string().trim().min(1).max(40) });
export const TagProductsAnswer = z.object({ tag: z.string(), products: z.array(ListProduct) });
export type TagProductsAnswer = z.infer<typeof TagProductsAnswer>;

/** A shop path without its leading slash ('c-plus/vitamin-c-serum-15', 'face-care/serum', 'qa/q1-1'). */
export const PathQuery = z.object({
  path: z
    .string()
    .trim()
    .transform((path) => path.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_+\-/]{0,199}$/, 'Not a valid shop path')),
});
export type PathQuery = z.input<typeof PathQuery>;

export const Crumb = z.object({ name: z.string(), href: z.string() });
export type Crumb = z.infer<typeof Crumb>;
/** get-from-brand-crumbs?path=: 首頁 first, the page itself last. */
export const BreadcrumbAnswer = z.object({ crumbs: z.array(Crumb) });
export type BreadcrumbAnswer = z.infer<typeof BreadcrumbAnswer>;

export const ResolvedPathKind = z.enum([
  'sell',
  'series',
  'category',
  'subcategory',
  'shortcut',
  'content_page',
]);
/** resolve-path?path=: what a one- or two-segment shop path shows, and its canonical path. */
export const ResolvePathAnswer = z.object({
  kind: ResolvedPathKind,
  /** sell_id, series slug, category path, shortcut kind or content page slug. */
  key: z.string(),
  canonical: z.string(),
});
export type ResolvePathAnswer = z.infer<typeof ResolvePathAnswer>;

/** A product as the cart and the skin tools read it; sell_id and href are null without a shown sell page. */
export const OpenProduct = z.object({
  p_id: id,
  p_name: z.string(),
  p_img: z.string(),
  p_price: id,
  discounted_price: id,
  discount_price: id,
  p_spec: z.string(),
  stock: id,
  sell_id: id.nullable(),
  href: z.string().nullable(),
});
export type OpenProduct = z.infer<typeof OpenProduct>;
export const OpenProductsAnswer = z.object({ products: z.array(OpenProduct) });
export type OpenProductsAnswer = z.infer<typeof OpenProductsAnswer>;

/** Most ids one get-open-products-by-pids or get-learns-by-ids call takes. */
export const MAX_IDS_PER_CALL = 100;
/** '12,15,3': positive ids, comma separated, duplicates dropped. */
export const IdList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'Expected ids separated by commas')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive()).max(MAX_IDS_PER_CALL));
export const PidsParams = z.object({ pids: IdList });

export const SellProductIdsAnswer = z.object({ p_ids: z.array(id) });
export type SellProductIdsAnswer = z.infer<typeof SellProductIdsAnswer>;
/** test-product-list: the trial (sample) products of the online skin test. */
export const TestProductsAnswer = z.object({ products: z.array(OpenProduct) });
export type TestProductsAnswer = z.infer<typeof TestProductsAnswer>;

/** A sell page as the cart and product cards need it, with the member's own flags (false for guests). */
export const SellSummary = ListProduct.extend({
  sell_image: z.string(),
  is_favorite: z.boolean(),
  has_restock_notice: z.boolean(),
});
export type SellSummary = z.infer<typeof SellSummary>;
export const SellQuery = z.object({ sellId: z.coerce.number().int().positive() });
export const SellAnswer = z.object({ sell: SellSummary });
export type SellAnswer = z.infer<typeof SellAnswer>;
/** POST sell: several sell pages at once, by sell id or by product id (cart items carry productId). */
export const SellBatchBody = z
  .object({
    sellIds: z.array(z.number().int().positive()).max(MAX_IDS_PER_CALL).optional(),
    productIds: z.array(z.number().int().positive()).max(MAX_IDS_PER_CALL).optional(),
  })
  .strict()
  .refine((body) => body.sellIds !== undefined || body.productIds !== undefined, {
    message: 'Give sellIds or productIds',
  });
export type SellBatchBody = z.infer<typeof SellBatchBody>;
export const SellBatchAnswer = z.object({ sells: z.array(SellSummary) });
export type SellBatchAnswer = z.infer<typeof SellBatchAnswer>;

export const SellPage = z.object({
  sell_id: id,
  sell_name: z.string(),
  sell_image: z.string(),
  href: z.string(),
  sell_keywords: z.string(),
  /** Sanitized HTML. */
  sell_description: z.string(),
  sell_feature: z.string(),
  sell_effect: z.string(),
  sell_application: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  comments_total: id,
  rating: z.number().nullable(),
  /** Stars drawn for the rating: full, half and empty (they add up to 5). */
  star1: id,
  star2: id,
  star3: id,
  product: z.object({
    p_id: id,
    p_name: z.string(),
    p_img: z.string(),
    p_gallery: z.array(z.string()),
    p_price: id,
    discounted_price: id,
    discount_price: id,
    p_spec: z.string(),
    p_description: z.string(),
    p_usage: z.array(z.string()),
    p_ingredients: z.string(),
    stock: id,
  }),
  series: z.object({ series_slug: z.string(), series_name: z.string() }),
  categories: z.array(z.object({ category_path: z.string(), category_name: z.string() })),
  tags: z.array(z.string()),
  ingredients: z.array(z.object({ uid: z.string(), ingredient_name: z.string() })),
  related_learns: z.array(SearchLearn),
  related_products: z.array(ListProduct),
});
export type SellPage = z.infer<typeof SellPage>;
export const SellPageAnswer = z.object({ sellPage: SellPage });
export type SellPageAnswer = z.infer<typeof SellPageAnswer>;

export const Comment = z.object({
  comment_id: id,
  sell_id: id,
  comment_name: z.string(),
  comment_stars: z.number().int().min(1).max(5),
  /** Plain text: render it escaped, keep its line breaks. */
  comment_content: z.string(),
  /** Image file names under /upload/. */
  comment_images: z.array(z.string()),
  created_at: isoDate,
});
export type Comment = z.infer<typeof Comment>;

export const COMMENTS_PER_PAGE = 10;
export const CommentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(COMMENTS_PER_PAGE),
});
export type CommentsQuery = { page?: number; per_page?: number };

export const CommentPage = z.object({
  total: id,
  page: id,
  per_page: id,
  last_page: id,
  data: z.array(Comment),
});
export const CommentSummary = z.object({
  rating: z.number().nullable(),
  total: id,
  /** Counts per star value, 5 first. */
  star_counts: z.array(z.object({ stars: id, count: id })),
});
/** get-allowed-comments: the published comments of a sell page, newest first. */
export const AllowedCommentsAnswer = z.object({ comments: CommentPage, summary: CommentSummary });
export type AllowedCommentsAnswer = z.infer<typeof AllowedCommentsAnswer>;
/** get-comments (auth): the same, plus what the member may do. */
export const MemberCommentsAnswer = AllowedCommentsAnswer.extend({
  has_bought: z.boolean(),
  can_comment: z.boolean(),
  my_comment: Comment.nullable(),
});
export type MemberCommentsAnswer = z.infer<typeof MemberCommentsAnswer>;

export const COMMENT_MAX_IMAGES = 3;
export const COMMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const COMMENT_MAX_LENGTH = 1000;
/** The text fields of the multipart store-comment call; images go as files (any field name). */
export const StoreCommentFields = z
  .object({
    stars: z.coerce.number().int().min(1).max(5),
    content: z.string().trim().min(1).max(COMMENT_MAX_LENGTH),
  })
  .strict();
export type StoreCommentFields = z.input<typeof StoreCommentFields>;
export const StoreCommentAnswer = z.object({ comment: Comment, summary: CommentSummary });
export type StoreCommentAnswer = z.infer<typeof StoreCommentAnswer>;

export const Favorite = z.object({
  product_id: id,
  created_at: isoDate,
  /** null when the product is no longer on sale. */
  product: ListProduct.nullable(),
});
export type Favorite = z.infer<typeof Favorite>;
export const FavoritesAnswer = z.object({ favorites: z.array(Favorite) });
export type FavoritesAnswer = z.infer<typeof FavoritesAnswer>;
export const PostFavoriteBody = z.object({ product_id: z.number().int().positive() }).strict();
export type PostFavoriteBody = z.infer<typeof PostFavoriteBody>;
export const PostFavoriteAnswer = z.object({ favorite: z.object({ product_id: id, created_at: isoDate }) });
export type PostFavoriteAnswer = z.infer<typeof PostFavoriteAnswer>;
export const DeleteFavoriteAnswer = z.object({ product_id: id, deleted: z.boolean() });
export type DeleteFavoriteAnswer = z.infer<typeof DeleteFavoriteAnswer>;

/** add-product-notice payload (member-area-and-tools.md §7: productId). */
export const ProductNoticeBody = z.object({ productId: z.number().int().positive() }).strict();
export type ProductNoticeBody = z.infer<typeof ProductNoticeBody>;
/** success: a new notice; warning: the member had one already. */
export const ProductNoticeAnswer = z.object({
  response: z.object({ status: z.enum(['success', 'warning']), message: z.string() }),
});
export type ProductNoticeAnswer = z.infer<typeof ProductNoticeAnswer>;
