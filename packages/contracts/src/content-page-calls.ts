import { withQuery } from './calls.ts';
import { defineShopCall } from './catalogue-calls.ts';
import {
  CompanyIpAnswer,
  ContactUsAnswer,
  ContentPageAnswer,
  FaqListAnswer,
  IngredientAnswer,
  IngredientsAnswer,
  IpGeoAnswer,
  LearnAnswer,
  type LearnListQuery,
  LearnPageAnswer,
  LearnsAnswer,
  LearnType2Answer,
  LearnTypesAnswer,
  NewsByCategoryAnswer,
  NewsCategoriesAnswer,
} from './content-pages.ts';

const fixed = (path: string) => () => path;
const segment = encodeURIComponent;
/** Content changes rarely: these answers share the common 5-minute cache of one service. */
export const CONTENT_SERVICE = 'content';

/** route-to-family-map answers a 302 to the family map: send the whole page to client.urlFor(FAMILY_MAP_PATH). */
export const FAMILY_MAP_PATH = 'route-to-family-map';

/** Articles, ingredient dictionary, FAQ, CMS pages, news categories, contact form and visitor network. */
export const contentPageCalls = {
  learnTypes: defineShopCall({
    method: 'GET',
    route: 'get-learn-types',
    path: fixed('get-learn-types'),
    answer: LearnTypesAnswer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  learnType2ByRel2: defineShopCall({
    method: 'GET',
    route: 'get-learn-type2-by-rel2/:id',
    path: ({ rel2 }: { rel2: string }) => `get-learn-type2-by-rel2/${segment(rel2)}`,
    answer: LearnType2Answer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  learnBySlug: defineShopCall({
    method: 'GET',
    route: 'get-learn-by-slug',
    path: ({ slug }: { slug: string }) => withQuery('get-learn-by-slug', { slug }),
    answer: LearnAnswer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  learnsByIds: defineShopCall({
    method: 'GET',
    route: 'get-learns-by-ids',
    path: ({ ids }: { ids: number[] }) => withQuery('get-learns-by-ids', { ids: ids.join(',') }),
    answer: LearnsAnswer,
    body: undefined,
    auth: 'none',
  }),
  learns: defineShopCall({
    method: 'GET',
    route: 'get-learns',
    path: (query: LearnListQuery) => withQuery('get-learns', query),
    answer: LearnPageAnswer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  ingredients: defineShopCall({
    method: 'GET',
    route: 'get-ingredients',
    path: fixed('get-ingredients'),
    answer: IngredientsAnswer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  ingredient: defineShopCall({
    method: 'GET',
    route: 'get-ingredient/:uid',
    path: ({ uid }: { uid: string }) => `get-ingredient/${segment(uid)}`,
    answer: IngredientAnswer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  contentPage: defineShopCall({
    method: 'GET',
    route: 'get-content-page',
    path: ({ slug }: { slug: string }) => withQuery('get-content-page', { slug }),
    answer: ContentPageAnswer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  faqList: defineShopCall({
    method: 'GET',
    route: 'get-faq-list',
    path: fixed('get-faq-list'),
    answer: FaqListAnswer,
    service: CONTENT_SERVICE,
    body: undefined,
    auth: 'none',
  }),
  newsCategories: defineShopCall({
    method: 'GET',
    route: 'get-news-categories',
    path: fixed('get-news-categories'),
    answer: NewsCategoriesAnswer,
    body: undefined,
    auth: 'none',
  }),
  newsByCategory: defineShopCall({
    method: 'GET',
    route: 'get-news-by-category/:category/:subcategory',
    path: ({ category, subcategory }: { category: string; subcategory: string }) =>
      `get-news-by-category/${segment(category)}/${segment(subcategory)}`,
    answer: NewsByCategoryAnswer,
    body: undefined,
    auth: 'none',
  }),
  /** Multipart: the ContactUsFields and up to 3 files; guests and members alike. */
  contactUs: defineShopCall({
    method: 'POST',
    route: 'post-contact-us',
    path: fixed('post-contact-us'),
    answer: ContactUsAnswer,
    body: undefined,
    multipart: true,
    auth: 'optional',
  }),
  ipGeo: defineShopCall({
    method: 'GET',
    route: 'get-ip-geo-data',
    path: fixed('get-ip-geo-data'),
    answer: IpGeoAnswer,
    body: undefined,
    auth: 'none',
  }),
  companyIp: defineShopCall({
    method: 'GET',
    route: 'is-company-ip',
    path: fixed('is-company-ip'),
    answer: CompanyIpAnswer,
    body: undefined,
    auth: 'none',
  }),
} as const;
