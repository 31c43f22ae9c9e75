// Member-area calls of this part: benefits, one message, mark-read, forgotten-password reset
// (member-area-and-tools.md §3 "Member benefits", §7 "Messages"; storefront.md §7.7).

import { MEMBER_TIERS, REFERENCE_LIST_CACHE_MS } from '@shop/core';
import { z } from 'zod';
import { MessageItem, NewPassword, OkAnswer, OtpCode, TaiwanMobile } from './accounts.ts';
import { callsOf } from './define-call.ts';

export const MemberLevel = z.object({
  level_id: z.number().int(),
  min_cash: z.number().int(),
  level_name: z.string(),
});
export type MemberLevel = z.infer<typeof MemberLevel>;

/** get-member-benefits: the tier card, progress and info boxes of the member center. */
export const MemberBenefitsAnswer = z.object({
  member: z.object({
    member_name: z.string(),
    member_nowtier2025: z.literal([...MEMBER_TIERS]),
    buytotal2025: z.number().int(),
    member_account: z.string().nullable(),
  }),
  now_level: MemberLevel,
  next_level: MemberLevel,
  /** YYYY-MM-DD (Asia/Taipei): the last day of the current tier term. */
  end_date: z.string(),
  end_date_before_30_days: z.string(),
  current_point: z.number().int(),
  unclaimed_gift_word: z.string(),
});
export type MemberBenefitsAnswer = z.infer<typeof MemberBenefitsAnswer>;

/** Gift titles a tier gets, by kind (the gifts on offer today; monthly: this month's). */
export const TierGiftTitles = z.object({
  birthday: z.array(z.string()),
  upgrade: z.array(z.string()),
  renewal: z.array(z.string()),
  monthly: z.array(z.string()),
});
export type TierGiftTitles = z.infer<typeof TierGiftTitles>;

/** get-member-levels: every tier of the programme for the public benefits page. */
export const MemberLevelsAnswer = z.object({
  levels: z.array(
    MemberLevel.extend({
      /** Path of the tier's card image under the web's public files. */
      card_image: z.string(),
      /** Points per NT$ 100 paid (a percentage). */
      point_rate: z.number().int(),
      /** Spend within a term that keeps the tier for another term; null: the tier needs no renewal. */
      renew_cash: z.number().int().nullable(),
      gifts: TierGiftTitles,
    }),
  ),
});
export type MemberLevelsAnswer = z.infer<typeof MemberLevelsAnswer>;

export const MessageSnoParam = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const MessageQuery = z.strictObject({ sno: z.coerce.number().int().min(1).max(2_147_483_647) });
export type MessageQuery = z.infer<typeof MessageQuery>;
export const MessageAnswer = z.object({ message: MessageItem });
export type MessageAnswer = z.infer<typeof MessageAnswer>;
/** mark-read answers the message as now stored and the unread count left for the bell. */
export const MarkReadAnswer = z.object({ message: MessageItem, unread_total: z.number().int() });
export type MarkReadAnswer = z.infer<typeof MarkReadAnswer>;

export const ResetPasswordBody = z.strictObject({
  mobile: TaiwanMobile,
  otp: OtpCode,
  new_password: NewPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

const memberCall = callsOf('members');

export const membersCalls = {
  memberBenefits: memberCall({
    method: 'GET',
    route: 'get-member-benefits',
    summary: 'Tier, levels, term end and cut-off, points and unclaimed gifts of the member',
    answer: MemberBenefitsAnswer,
    errors: [401],
    auth: 'required',
    perCaller: true,
  }),
  memberLevels: memberCall({
    method: 'GET',
    route: 'get-member-levels',
    summary: 'Every tier: name, card, spend to reach and renew, point rate and gift titles by kind',
    answer: MemberLevelsAnswer,
    cacheMs: REFERENCE_LIST_CACHE_MS,
    auth: 'none',
  }),
  message: memberCall({
    method: 'GET',
    route: 'get-message',
    summary: "One of the member's messages by sno",
    query: MessageQuery,
    answer: MessageAnswer,
    errors: [401, 404, 422],
    auth: 'required',
    perCaller: true,
  }),
  markMessageRead: memberCall({
    method: 'PATCH',
    route: 'get-messages/:id/mark-read',
    summary: "Mark one of the member's messages read; answers the unread total left",
    params: MessageSnoParam,
    answer: MarkReadAnswer,
    errors: [401, 404, 422],
    auth: 'required',
  }),
  resetPassword: memberCall({
    method: 'POST',
    route: 'reset-password',
    summary: 'Set a new password with a reset-password code sent to the member’s mobile; ends every session',
    body: ResetPasswordBody,
    answer: OkAnswer,
    errors: [404, 422, 429],
    auth: 'none',
  }),
};
