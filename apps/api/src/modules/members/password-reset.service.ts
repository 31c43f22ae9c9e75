import type { ResetPasswordBody } from '@shop/contracts';
import { type AccountsContext, accountErrors } from '../accounts/index.ts';
import { consumeOtp } from '../otp/index.ts';
import { revokeOtherSessions } from '../sessions/index.ts';
import { selectMemberByMobile, updateMember } from './members.repository.ts';
import { hashPassword } from './passwords.ts';

/**
 * Forgotten password (from /login): a reset-password code sent to the member's own number proves the
 * owner; the new password is stored and every session of the member ends, so a thief's session dies too.
 */
export async function resetPassword(ctx: AccountsContext, body: ResetPasswordBody): Promise<void> {
  await consumeOtp(ctx, { mobile: body.mobile, purpose: 'reset-password', code: body.otp });
  const member = await selectMemberByMobile(ctx.db, body.mobile);
  if (!member) throw accountErrors.mobileNotRegistered();
  const now = ctx.now();
  await updateMember(
    ctx.db,
    member.member_id,
    { password_hash: await hashPassword(body.new_password), password_changed_at: now },
    now,
  );
  await revokeOtherSessions(ctx.db, member.member_id, null, now);
}
