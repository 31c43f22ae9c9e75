import { callsOf } from './define-call.ts';
import {
  AddGiftCartBody,
  FirstGiftEligibilityAnswer,
  GiftCartAnswer,
  GiftCartChangeAnswer,
  GiftListAnswer,
  ProductLimitActivitiesAnswer,
  RemoveGiftCartBody,
} from './gifts.ts';

const giftCall = callsOf('gifts');

/** The gift claim zone (member-area-and-tools.md §7 "Gifts and activities"); gift-cart paths are ours. */
export const giftCalls = {
  /** Guests see every gift (not eligible); members see their own eligibility and cart state. */
  memberClaimProducts: giftCall({
    method: 'GET',
    route: 'get-member-claim-products',
    summary:
      'Birthday, upgrade, renewal and monthly gifts with the caller’s eligibility, description, banner',
    answer: GiftListAnswer,
    auth: 'optional',
    perCaller: true,
  }),
  firstGiftEligibility: giftCall({
    method: 'GET',
    route: 'get-first-gift-eligibility',
    summary: 'Whether the member may still have the first-order gift (no valid order yet)',
    answer: FirstGiftEligibilityAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  openProductLimitActivities: giftCall({
    method: 'GET',
    route: 'get-open-product-limit-activities',
    summary: 'Open gift activities and how many units of each product one member may take',
    answer: ProductLimitActivitiesAnswer,
    auth: 'none',
  }),
  giftCart: giftCall({
    method: 'GET',
    route: 'member-gift-cart',
    summary: "The member's gift cart (claimed gifts waiting for an order)",
    answer: GiftCartAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  addToGiftCart: giftCall({
    method: 'POST',
    route: 'member-gift-cart/add',
    summary:
      'Claim a gift: eligibility, the once-per-member key and the gift stock are checked on the server',
    body: AddGiftCartBody,
    answer: GiftCartChangeAnswer,
    errors: [401, 404, 409, 422],
    auth: 'required',
  }),
  removeFromGiftCart: giftCall({
    method: 'POST',
    route: 'member-gift-cart/remove',
    summary: 'Give a claimed product (or the whole gift) back: stock returns, the claim can be made again',
    body: RemoveGiftCartBody,
    answer: GiftCartChangeAnswer,
    errors: [401, 404, 422],
    auth: 'required',
  }),
};
