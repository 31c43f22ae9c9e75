import { z } from 'zod';
import {
  CONTACT_FILE_TYPES,
  CONTACT_MAX_FILES,
  CompanyIpAnswer,
  ContactUsAnswer,
  ContactUsFields,
  ContentPageAnswer,
  ContentPageQuery,
  FaqListAnswer,
  IngredientAnswer,
  IngredientParams,
  IngredientsAnswer,
  IpGeoAnswer,
  LearnAnswer,
  LearnListQuery,
  LearnPageAnswer,
  LearnSlugQuery,
  LearnsAnswer,
  LearnsByIdsQuery,
  LearnType2Answer,
  LearnTypesAnswer,
  NewsByCategoryAnswer,
  NewsCategoriesAnswer,
  NewsCategoryParams,
  Rel2Params,
} from './content-pages.ts';
import { callsOf } from './define-call.ts';

/** Content changes rarely: these answers share the common 5-minute cache of one service. */
export const CONTENT_SERVICE = 'content';

/** route-to-family-map answers a 302 to the family map: send the whole page to client.urlFor(FAMILY_MAP_PATH). */
export const FAMILY_MAP_PATH = 'route-to-family-map';

const contentPageCall = callsOf('content-pages');
const contactCall = callsOf('contact');
const networkCall = callsOf('network');

/** Articles, ingredient dictionary, FAQ, CMS pages, news categories, contact form and visitor network. */
export const contentPageCalls = {
  learnTypes: contentPageCall({
    method: 'GET',
    route: 'get-learn-types',
    summary: 'Skincare-advice article types',
    answer: LearnTypesAnswer,
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  learnType2ByRel2: contentPageCall({
    method: 'GET',
    route: 'get-learn-type2-by-rel2/:id',
    summary: 'An article type by its slug (learntype2_rel2) with its articles',
    params: Rel2Params,
    answer: LearnType2Answer,
    errors: [404, 422],
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  learnBySlug: contentPageCall({
    method: 'GET',
    route: 'get-learn-by-slug',
    summary: 'One article by its slug (learn_rel3)',
    query: LearnSlugQuery,
    answer: LearnAnswer,
    errors: [404, 422],
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  learnsByIds: contentPageCall({
    method: 'GET',
    route: 'get-learns-by-ids',
    summary: 'Articles by id (comma list)',
    query: LearnsByIdsQuery,
    answer: LearnsAnswer,
    errors: [422],
    auth: 'none',
  }),
  learns: contentPageCall({
    method: 'GET',
    route: 'get-learns',
    summary: 'Published articles, newest first, paged (optionally of one type)',
    query: LearnListQuery,
    answer: LearnPageAnswer,
    errors: [404, 422],
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  ingredients: contentPageCall({
    method: 'GET',
    route: 'get-ingredients',
    summary: 'The ingredient dictionary',
    answer: IngredientsAnswer,
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  ingredient: contentPageCall({
    method: 'GET',
    route: 'get-ingredient/:uid',
    summary: 'One ingredient with the products that contain it',
    params: IngredientParams,
    answer: IngredientAnswer,
    errors: [404, 422],
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  contentPage: contentPageCall({
    method: 'GET',
    route: 'get-content-page',
    summary: 'A CMS page (about, campaign, landing, utility, FAQ) by slug or alias',
    query: ContentPageQuery,
    answer: ContentPageAnswer,
    errors: [404, 422],
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  faqList: contentPageCall({
    method: 'GET',
    route: 'get-faq-list',
    summary: 'FAQ pages by group (/qa)',
    answer: FaqListAnswer,
    service: CONTENT_SERVICE,
    auth: 'none',
  }),
  newsCategories: contentPageCall({
    method: 'GET',
    route: 'get-news-categories',
    summary: 'News categories and subcategories',
    answer: NewsCategoriesAnswer,
    auth: 'none',
  }),
  newsByCategory: contentPageCall({
    method: 'GET',
    route: 'get-news-by-category/:category/:subcategory',
    summary: 'News of one subcategory (/news/{category}/{subcategory}@news)',
    params: NewsCategoryParams,
    answer: NewsByCategoryAnswer,
    errors: [404, 422],
    auth: 'none',
  }),
  /** Multipart: the ContactUsFields and up to 3 files; guests and members alike. */
  contactUs: contactCall({
    method: 'POST',
    route: 'post-contact-us',
    summary: `Write to the shop (multipart: the fields and up to ${CONTACT_MAX_FILES} ${CONTACT_FILE_TYPES.join('/')} files)`,
    body: ContactUsFields,
    multipart: true,
    answer: ContactUsAnswer,
    status: 201,
    errors: [413, 415, 422],
    auth: 'optional',
  }),
  ipGeo: networkCall({
    method: 'GET',
    route: 'get-ip-geo-data',
    summary: "The caller's country",
    answer: IpGeoAnswer,
    perCaller: true,
    auth: 'none',
  }),
  companyIp: networkCall({
    method: 'GET',
    route: 'is-company-ip',
    summary: 'Whether the caller is on a company network',
    answer: CompanyIpAnswer,
    perCaller: true,
    auth: 'none',
  }),
  /** A 302 to the family map; the storefront sends the whole page there (client.urlFor). */
  familyMap: networkCall({
    method: 'GET',
    route: FAMILY_MAP_PATH,
    summary: 'Redirect (302) to the family map',
    answer: z.never(),
    status: 302,
    errors: [404],
    auth: 'none',
  }),
} as const;
