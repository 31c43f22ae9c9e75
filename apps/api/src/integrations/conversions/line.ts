// LINE Conversion API (LINE for Business, "LINE Conversion API development guidelines", Send Conversion
// Event: POST {url}/{tag_id}/events with `Authorization: Bearer {access token}`; each event has
// event.{source_type, event_type, event_name, deduplication_key, event_timestamp (Unix seconds)} and a
// user with at least one identifier; phone and e-mail are sent as SHA-256 of the E.164 number and the
// lower-cased address). The LINE Tag in the browser sends the same deduplication key.
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

export const LINE_CONVERSION_URL = 'https://conversion-api.line.me/v1';

export interface LineConversionConfig {
  tagId: string;
  accessToken: string;
  url: string;
}

export function linePurchaseBody(purchase: PurchaseConversion) {
  const email = normalisedEmail(purchase.email);
  const phone = e164Mobile(purchase.mobile);
  return {
    events: [
      {
        event: {
          source_type: 'web',
          event_type: 'conversion',
          event_name: 'Conversion',
          deduplication_key: purchase.orderNumber,
          event_timestamp: Math.floor(purchase.occurredAt.getTime() / 1000),
        },
        user: {
          external_id: String(purchase.memberId),
          ...(phone ? { phone: sha256Hex(phone) } : {}),
          ...(email ? { email: sha256Hex(email) } : {}),
        },
        custom: {
          value: purchase.value,
          currency: purchase.currency,
          item_ids: purchase.items.map((item) => item.id),
          quantity: purchase.items.reduce((sum, item) => sum + item.quantity, 0),
        },
        web: { url: purchase.pageUrl },
      },
    ],
  };
}

export function createLineConversionSender(config: LineConversionConfig): ConversionSender {
  return {
    destination: 'line',
    async send(purchase) {
      const url = `${config.url.replace(/\/+$/, '')}/${encodeURIComponent(config.tagId)}/events`;
      const answer = await postJson(
        url,
        linePurchaseBody(purchase),
        { authorization: `Bearer ${config.accessToken}` },
        CONVERSION_TIMEOUT_MS,
      );
      if (!answer.ok) throw new ConversionRefused('line', answer.status, await answerText(answer));
    },
  };
}
