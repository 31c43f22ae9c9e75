import { z } from 'zod';
import { ListProduct, Slug } from './catalogue.ts';
import { NewsItem, SearchLearn } from './shell.ts';

// Content calls: skincare-advice lists, the ingredient dictionary, the FAQ, CMS pages, news by category,
// the contact form and the visitor's network (storefront.md §7.3, §7.6).

const id = z.number().int();

export const LearnType = z.object({
  learntype2_id: id,
  learntype2_name: z.string(),
  learntype2_rel2: z.string(),
  learns_count: id,
});
export type LearnType = z.infer<typeof LearnType>;
export const LearnTypesAnswer = z.object({ learnTypes: z.array(LearnType) });
export type LearnTypesAnswer = z.infer<typeof LearnTypesAnswer>;

/** get-learn-type2-by-rel2/{id}: id is the type's slug (learntype2_rel2), as in /skincare-advice/{rel2}. */
export const Rel2Params = z.object({ id: Slug });
export const LearnType2Answer = z.object({ learnType: LearnType, learns: z.array(SearchLearn) });
export type LearnType2Answer = z.infer<typeof LearnType2Answer>;

export const LearnSlugQuery = z.object({ slug: Slug });
export const LearnDetail = SearchLearn.extend({
  learntype2_name: z.string(),
  /** Sanitized HTML. */
  learn_content: z.string(),
  learn_views: id,
  published_at: z.string(),
  related_products: z.array(ListProduct),
});
export type LearnDetail = z.infer<typeof LearnDetail>;
export const LearnAnswer = z.object({ learn: LearnDetail });
export type LearnAnswer = z.infer<typeof LearnAnswer>;

export const LearnsByIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'Expected ids separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive()).max(100)),
});
/** get-learns-by-ids: the shown articles among the ids, in the order asked. */
export const LearnsAnswer = z.object({ learns: z.array(SearchLearn) });
export type LearnsAnswer = z.infer<typeof LearnsAnswer>;

export const LEARNS_PER_PAGE = 12;
export const LearnListQuery = z.object({
  rel2: Slug.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(LEARNS_PER_PAGE),
});
export type LearnListQuery = { rel2?: string; page?: number; per_page?: number };
/** get-learns: newest articles first, paged. */
export const LearnPageAnswer = z.object({
  learns: z.object({ total: id, page: id, per_page: id, last_page: id, data: z.array(SearchLearn) }),
});
export type LearnPageAnswer = z.infer<typeof LearnPageAnswer>;

export const IngredientCard = z.object({
  uid: z.string(),
  ingredient_name: z.string(),
  ingredient_latin: z.string(),
  aliases: z.array(z.string()),
  ingredient_function: z.string(),
  ingredient_category: z.string(),
});
export type IngredientCard = z.infer<typeof IngredientCard>;
export const IngredientsAnswer = z.object({ ingredients: z.array(IngredientCard) });
export type IngredientsAnswer = z.infer<typeof IngredientsAnswer>;
export const IngredientParams = z.object({ uid: Slug });
export const IngredientAnswer = z.object({
  ingredient: IngredientCard.extend({ description: z.string(), products: z.array(ListProduct) }),
});
export type IngredientAnswer = z.infer<typeof IngredientAnswer>;

export const ContentBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('html'), html: z.string() }),
  z.object({
    kind: z.literal('image'),
    image: z.string(),
    alt: z.string(),
    width: id,
    height: id,
    link: z.string().optional(),
  }),
  /** Products by sell href; the page loads them with get-open-products or resolve-path. */
  z.object({ kind: z.literal('products'), title: z.string(), hrefs: z.array(z.string()) }),
  z.object({ kind: z.literal('cta'), label: z.string(), href: z.string() }),
  /** An OTP-verified sign-up form (co-fitness-2509) for the named campaign. */
  z.object({ kind: z.literal('signup'), campaign: z.string(), title: z.string() }),
]);
export type ContentBlock = z.infer<typeof ContentBlock>;

export const FaqSection = z.object({
  /** '' when the section has no anchor. */
  anchor: z.string(),
  title: z.string(),
  entries: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type FaqSection = z.infer<typeof FaqSection>;

export const ContentPage = z.object({
  slug: z.string(),
  /** The canonical path, '/' + slug. */
  canonical_path: z.string(),
  page_kind: z.enum(['page', 'landing', 'faq', 'utility']),
  layout: z.enum(['default', 'onlybody']),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  content_html: z.string(),
  blocks: z.array(ContentBlock),
  hero_image: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  og_image: z.string(),
  noindex: z.boolean(),
  /** The status the page is served with (delete404 answers 404 with its content). */
  http_status: id,
  faq: z.array(FaqSection),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof ContentPage>;
/** get-content-page?slug=: by slug or by one of its other spellings (about_us → about-us). */
export const ContentPageQuery = z.object({
  slug: z
    .string()
    .trim()
    .transform((slug) => slug.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_+\-/]{0,119}$/, 'Not a valid page slug')),
});
export const ContentPageAnswer = z.object({ page: ContentPage });
export type ContentPageAnswer = z.infer<typeof ContentPageAnswer>;

export const FaqListAnswer = z.object({
  groups: z.array(
    z.object({
      group: id,
      group_title: z.string(),
      pages: z.array(z.object({ slug: z.string(), path: z.string(), title: z.string() })),
    }),
  ),
});
export type FaqListAnswer = z.infer<typeof FaqListAnswer>;

export const NewsCategory = z.object({
  newscategory_path: z.string(),
  newscategory_slug: z.string(),
  newscategory_name: z.string(),
  news_count: id,
});
export type NewsCategory = z.infer<typeof NewsCategory>;
export const NewsCategoriesAnswer = z.object({
  categories: z.array(NewsCategory.extend({ subcategories: z.array(NewsCategory) })),
});
export type NewsCategoriesAnswer = z.infer<typeof NewsCategoriesAnswer>;
export const NewsCategoryParams = z.object({ category: Slug, subcategory: Slug });
/** get-news-by-category/{category}/{subcategory}: /news/{category}/{subcategory}@news. */
export const NewsByCategoryAnswer = z.object({
  category: NewsCategory,
  subcategory: NewsCategory,
  news: z.array(NewsItem),
});
export type NewsByCategoryAnswer = z.infer<typeof NewsByCategoryAnswer>;

export const CONTACT_TYPES = ['product', 'order', 'member', 'shipping', 'cooperation', 'other'] as const;
export const CONTACT_MAX_FILES = 3;
export const CONTACT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Extensions the contact form accepts; the bytes must match (checked by magic numbers). */
export const CONTACT_FILE_TYPES = ['jpg', 'png', 'webp', 'gif', 'pdf'] as const;
/** The text fields of the multipart post-contact-us call; files go as files (any field name). */
export const ContactUsFields = z
  .object({
    contact_name: z.string().trim().min(1).max(50),
    contact_email: z.string().trim().toLowerCase().pipe(z.email().max(120)),
    contact_phone: z
      .string()
      .trim()
      .regex(/^[0-9+\-() ]{0,20}$/, 'Not a phone number')
      .default(''),
    contact_type: z.enum(CONTACT_TYPES),
    ordermain_sn: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{0,30}$/, 'Not an order number')
      .default(''),
    contact_content: z.string().trim().min(1).max(2000),
  })
  .strict();
export type ContactUsFields = z.input<typeof ContactUsFields>;
export const ContactUsAnswer = z.object({
  contact: z.object({ contact_id: id, created_at: z.string(), files: id }),
  message: z.string(),
});
export type ContactUsAnswer = z.infer<typeof ContactUsAnswer>;

/** get-ip-geo-data: private: a private or local address (answered as TW); header: a proxy's country header. */
export const IpGeoAnswer = z.object({
  ip: z.string(),
  country_code: z.string(),
  source: z.enum(['private', 'header', 'default']),
});
export type IpGeoAnswer = z.infer<typeof IpGeoAnswer>;
export const CompanyIpAnswer = z.object({ isCompanyIp: z.boolean() });
export type CompanyIpAnswer = z.infer<typeof CompanyIpAnswer>;
