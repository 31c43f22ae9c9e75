// Purchases reported from the server to the ad and analytics platforms (issue 25), each on only when
// its settings are given; with none, the conversion job has nothing to send.
import type { SettingsSource } from '@shop/contracts/settings';
import { createGa4Sender, GA4_COLLECT_URL, type Ga4Config } from './ga4.ts';
import { createLineConversionSender, LINE_CONVERSION_URL, type LineConversionConfig } from './line.ts';
import {
  createLineShoppingReporter,
  type LineShoppingConfig,
  type ReferralOrderReporter,
} from './line-shopping.ts';
import { createMetaSender, META_GRAPH_URL, type MetaConfig } from './meta.ts';
import type { ConversionSender } from './purchase.ts';

export * from './ga4.ts';
export * from './line.ts';
export * from './line-shopping.ts';
export * from './meta.ts';
export * from './purchase.ts';

export interface ConversionsConfig {
  ga4: Ga4Config | null;
  meta: MetaConfig | null;
  line: LineConversionConfig | null;
  /** The shopping-referral program's order reports: LINE_SHOPPING_SHOP_ID, _KEY, _ORDER_URL, _FINAL_URL. */
  lineShopping: LineShoppingConfig | null;
}

/** GA4_MEASUREMENT_ID + GA4_API_SECRET, META_PIXEL_ID + META_CAPI_ACCESS_TOKEN, LINE_TAG_ID + LINE_CAPI_ACCESS_TOKEN. */
export function readConversionsConfig(env: SettingsSource): ConversionsConfig {
  const value = (name: string) => env[name]?.trim() || null;
  const pair = <T>(a: string, b: string, make: (x: string, y: string) => T): T | null => {
    const first = value(a);
    const second = value(b);
    return first && second ? make(first, second) : null;
  };
  return {
    ga4: pair('GA4_MEASUREMENT_ID', 'GA4_API_SECRET', (measurementId, apiSecret) => ({
      measurementId,
      apiSecret,
      url: value('GA4_COLLECT_URL') ?? GA4_COLLECT_URL,
    })),
    meta: pair('META_PIXEL_ID', 'META_CAPI_ACCESS_TOKEN', (pixelId, accessToken) => ({
      pixelId,
      accessToken,
      url: value('META_GRAPH_URL') ?? META_GRAPH_URL,
    })),
    line: pair('LINE_TAG_ID', 'LINE_CAPI_ACCESS_TOKEN', (tagId, accessToken) => ({
      tagId,
      accessToken,
      url: value('LINE_CONVERSION_URL') ?? LINE_CONVERSION_URL,
    })),
    lineShopping: lineShoppingConfig(value),
  };
}

/** All four settings or none: the program's addresses are given to partner shops only, so none is assumed. */
function lineShoppingConfig(value: (name: string) => string | null): LineShoppingConfig | null {
  const shopId = value('LINE_SHOPPING_SHOP_ID');
  const key = value('LINE_SHOPPING_KEY');
  const orderUrl = value('LINE_SHOPPING_ORDER_URL');
  const finalUrl = value('LINE_SHOPPING_FINAL_URL');
  return shopId && key && orderUrl && finalUrl ? { shopId, key, orderUrl, finalUrl } : null;
}

export function createReferralReporter(config: ConversionsConfig): ReferralOrderReporter | null {
  return config.lineShopping ? createLineShoppingReporter(config.lineShopping) : null;
}

export function createConversionSenders(config: ConversionsConfig): ConversionSender[] {
  const senders: ConversionSender[] = [];
  if (config.ga4) senders.push(createGa4Sender(config.ga4));
  if (config.meta) senders.push(createMetaSender(config.meta));
  if (config.line) senders.push(createLineConversionSender(config.line));
  return senders;
}
