// Meta Conversions API (Meta for Developers, "Conversions API › Using the API" and "Server event
// parameters": POST {graph}/{pixel_id}/events?access_token=…, body { data: [event] }; an event needs
// event_name, event_time (Unix seconds, at most 7 days old), action_source and user_data with at least
// one identifier, hashed with SHA-256 after normalising; Purchase needs custom_data.currency and value;
// event_id de-duplicates with the pixel's eventID for 48 h). Answers { events_received } on success.
import {
  answerText,
  CONVERSION_TIMEOUT_MS,
  ConversionRefused,
  type ConversionSender,
  e164Mobile,
  normalisedEmail,
  type PurchaseConversion,
  postJson,
  sha256Hex,
} from './purchase.ts';

export const META_GRAPH_URL = 'https://graph.facebook.com/v21.0';

export interface MetaConfig {
  pixelId: string;
  accessToken: string;
  url: string;
}

/**
 * One Purchase. action_source is `system_generated`: the server reports it when the payment settles,
 * which for ATM and cash on pickup is long after the shopper's page (and without its browser, whose
 * user agent a `website` event would need).
 */
export function metaPurchaseBody(purchase: PurchaseConversion) {
  const email = normalisedEmail(purchase.email);
  const phone = e164Mobile(purchase.mobile);
  return {
    data: [
      {
        event_name: 'Purchase',
        event_time: Math.floor(purchase.occurredAt.getTime() / 1000),
        event_id: purchase.orderNumber,
        event_source_url: purchase.pageUrl,
        action_source: 'system_generated',
        user_data: {
          external_id: [sha256Hex(String(purchase.memberId))],
          ...(email ? { em: [sha256Hex(email)] } : {}),
          // Meta hashes phone numbers as digits with the country code and no '+'.
          ...(phone ? { ph: [sha256Hex(phone.slice(1))] } : {}),
        },
        custom_data: {
          currency: purchase.currency,
          value: purchase.value,
          order_id: purchase.orderNumber,
          content_type: 'product',
          contents: purchase.items.map((item) => ({
            id: item.id,
            quantity: item.quantity,
            item_price: item.price,
          })),
        },
      },
    ],
  };
}

export function createMetaSender(config: MetaConfig): ConversionSender {
  return {
    destination: 'meta',
    async send(purchase) {
      const url = new URL(`${config.url.replace(/\/+$/, '')}/${encodeURIComponent(config.pixelId)}/events`);
      url.searchParams.set('access_token', config.accessToken);
      const answer = await postJson(url.toString(), metaPurchaseBody(purchase), {}, CONVERSION_TIMEOUT_MS);
      if (!answer.ok) throw new ConversionRefused('meta', answer.status, await answerText(answer));
    },
  };
}
