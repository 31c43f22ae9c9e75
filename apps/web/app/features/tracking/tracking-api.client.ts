// The tracking calls that need an answer or a member's token, through the API client. The tracker
// (./tracker.client.ts) imports this only when it makes one of them: the client brings zod and the
// contracts, which a page view would otherwise download on every page.
import { trackingCalls } from '@shop/contracts';
import type { utmRecordOf } from '@shop/core';
import { browserApi } from '../../lib/api.client';

type StoreUtmBody = NonNullable<ReturnType<typeof utmRecordOf>>;

/** store-utms: the visit's UTM record; answers its utm_id. */
export async function storeUtm(record: StoreUtmBody): Promise<number> {
  const answer = await browserApi().send(trackingCalls.storeUtm, { body: record });
  return answer.data.utm_id;
}

/** update-line-shopping-member-data: ties the referral cookie's id to the logged-in member. */
export async function updateLineShoppingMember(ecid: string): Promise<void> {
  await browserApi().send(trackingCalls.updateLineShoppingMember, { body: { ecid } });
}
