// What a product page shows, mapped from the API's sell page (get-sell-pages/{id}) in the loader.
import type { ThresholdLevel } from '@shop/core';
import type { Crumb } from './seo';

export interface ProductView {
  sellId: number;
  pId: number;
  href: string;
  name: string;
  /** p_img first, then the gallery; file names or addresses. */
  images: string[];
  spec: string;
  price: number;
  discountedPrice: number;
  stock: number;
  /** Sanitized HTML sections (sell_description, sell_feature, sell_effect, sell_application). */
  sections: { key: string; title: string; html: string }[];
  usage: string;
  ingredients: string;
  commentsTotal: number;
  /** Average stars, null without comments. */
  rating: number | null;
  seoTitle: string;
  seoDescription: string;
}

export interface ThresholdView {
  id: number | string;
  title: string;
  /** Levels as data: the page words them in the shopper's currency (thresholdLevelText). */
  levels: ThresholdLevel[];
}

export interface ActivityView {
  key: string;
  label: string;
  title: string;
  path: string | null;
}

export interface RelatedLearn {
  learn_id: number;
  learn_name: string;
  learntype2_rel2: string;
  learn_rel3: string;
  learn_image: string;
  learn_summary: string;
}

export interface ProductPageData {
  product: ProductView;
  crumbs: Crumb[];
  thresholds: ThresholdView[];
  activities: ActivityView[];
  learns: RelatedLearn[];
}
