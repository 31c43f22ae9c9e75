// GA4 Measurement Protocol (Google Analytics, "Measurement Protocol (Google Analytics 4)" reference:
// POST {url}?measurement_id=G-…&api_secret=…, a JSON body with client_id and up to 25 events; a
// purchase carries transaction_id, value, currency and items). The collect endpoint answers 2xx even
// for a body it drops, so the body is built to the reference's rules here and the local fake checks them.
import {
  answerText,
  CONVERSION_TIMEOUT_MS,
  ConversionRefused,
  type ConversionSender,
  type PurchaseConversion,
  postJson,
} from './purchase.ts';

export const GA4_COLLECT_URL = 'https://www.google-analytics.com/mp/collect';

export interface Ga4Config {
  measurementId: string;
  apiSecret: string;
  url: string;
}

/**
 * The body of one purchase. client_id must be a client of the property: the server has no browser
 * cookie, so it uses a stable id of the member (`member.{id}`) with user_id, and GA4 joins the browser's
 * purchase of the same transaction_id instead of counting it twice.
 */
export function ga4PurchaseBody(purchase: PurchaseConversion) {
  return {
    client_id: `member.${purchase.memberId}`,
    user_id: String(purchase.memberId),
    timestamp_micros: purchase.occurredAt.getTime() * 1000,
    non_personalized_ads: false,
    events: [
      {
        name: 'purchase',
        params: {
          transaction_id: purchase.orderNumber,
          value: purchase.value,
          currency: purchase.currency,
          items: purchase.items.slice(0, 200).map((item) => ({
            item_id: item.id,
            item_name: item.name.slice(0, 100),
            price: item.price,
            quantity: item.quantity,
          })),
        },
      },
    ],
  };
}

export function createGa4Sender(config: Ga4Config): ConversionSender {
  return {
    destination: 'ga4',
    async send(purchase) {
      const url = new URL(config.url);
      url.searchParams.set('measurement_id', config.measurementId);
      url.searchParams.set('api_secret', config.apiSecret);
      const answer = await postJson(url.toString(), ga4PurchaseBody(purchase), {}, CONVERSION_TIMEOUT_MS);
      if (!answer.ok) throw new ConversionRefused('ga4', answer.status, await answerText(answer));
    },
  };
}
