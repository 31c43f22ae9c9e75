import { setTimeout } from 'node:timers/promises';
import type {
  ChangePasswordBody,
  LoginBody,
  Member,
  OtpLoginBody,
  RegisterBody,
  UpdateMemberBody,
} from '@shop/contracts';
import { isTaiwanMobile, loginSlowdownMs, NEW_MEMBER_TIER } from '@shop/core';
import type { Database } from '@shop/db';
import { unauthenticated } from '../../errors.ts';
import type { AccountsContext, Caller } from '../accounts/index.ts';
import { accountErrors, uniqueViolation } from '../accounts/index.ts';
import { consumeOtp } from '../otp/index.ts';
import { createSession, revokeOtherSessions, revokeSession } from '../sessions/index.ts';
import {
  checkThrottle,
  consumeThrottle,
  countThrottle,
  recordThrottle,
  resetThrottle,
  THROTTLE_RULES,
} from '../throttles/index.ts';
import { toMemberAnswer } from './member-answer.ts';
import {
  insertMember,
  inTransaction,
  isEmailTaken,
  isMobileTaken,
  type MemberChanges,
  type MemberRow,
  selectMemberByEmail,
  selectMemberById,
  selectMemberByMobile,
  updateMember as updateMemberRow,
} from './members.repository.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.ts';

/** Maps a unique violation of the members table to the answer the form can show. */
function conflictFrom(error: unknown, emailField = 'email'): Error {
  const constraint = uniqueViolation(error);
  if (constraint === null) return error as Error;
  if (constraint.includes('mobile')) return accountErrors.mobileTaken();
  if (constraint.includes('account')) return accountErrors.emailTaken(emailField);
  if (constraint.includes('identit') || constraint.includes('id_unique'))
    return accountErrors.identityTaken();
  return error as Error;
}

/**
 * Refuses a registration whose mobile or e-mail is taken. The register flow checks the code first, so
 * nobody learns whether a number or e-mail is registered without a valid code; a conflict then also
 * counts against the lookup limit.
 */
export async function checkRegistrationFree(
  ctx: AccountsContext,
  body: RegisterBody,
  caller: Caller,
): Promise<void> {
  const mobileTaken = await isMobileTaken(ctx.db, body.mobile);
  const emailTaken = await isEmailTaken(ctx.db, body.email);
  if (mobileTaken || emailTaken) {
    await consumeThrottle(ctx, THROTTLE_RULES.existChecksPerIp, caller.ip, accountErrors.tooManyRequests);
    throw mobileTaken ? accountErrors.mobileTaken() : accountErrors.emailTaken();
  }
}

/** Work the caller does inside the transaction that creates the member (the register flow links a social identity). */
export type WithNewMember = (tx: Database, memberId: number, now: Date) => Promise<void>;

/**
 * Stores a new member with a verified mobile at tier 99 (new website member); withNewMember runs in the
 * same transaction, so the member and what it links stand or fall together.
 */
export async function createMember(
  ctx: AccountsContext,
  body: RegisterBody,
  withNewMember?: WithNewMember,
): Promise<MemberRow> {
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const created = await insertMember(tx, {
        member_account: body.email,
        member_mobile: body.mobile,
        member_name: body.name,
        member_birthday: body.birthday,
        password_hash: passwordHash,
        password_changed_at: now,
        member_nowtier2025: NEW_MEMBER_TIER,
        created_at: now,
        updated_at: now,
      });
      if (!withNewMember) return created;
      await withNewMember(tx, created.member_id, now);
      return (await selectMemberById(tx, created.member_id))!;
    });
  } catch (error) {
    throw conflictFrom(error);
  }
}

/**
 * Password login with a mobile number or an e-mail. Refused with 429 once this account has too many recent
 * failures from this address, or this address too many across accounts. Failures on the account from
 * anywhere only slow every try down (doubling waits): strangers can never lock the owner out.
 */
export async function loginWithPassword(
  ctx: AccountsContext,
  body: LoginBody,
  caller: Caller,
): Promise<string> {
  const account = body.account.toLowerCase();
  const accountAtAddress = `${account}|${caller.ip}`;
  const rules = THROTTLE_RULES;
  await checkThrottle(
    ctx,
    rules.loginFailuresPerAccountAndIp,
    accountAtAddress,
    accountErrors.tooManyAttempts,
  );
  await checkThrottle(ctx, rules.loginFailuresPerIp, caller.ip, accountErrors.tooManyAttempts);
  await slowDownUnderAttack(ctx, account);

  const member = isTaiwanMobile(account)
    ? await selectMemberByMobile(ctx.db, account)
    : await selectMemberByEmail(ctx.db, account);
  const ok = member?.password_hash
    ? await verifyPassword(member.password_hash, body.password)
    : await verifyAgainstNothing(body.password);
  if (!member || !ok) {
    await recordThrottle(ctx, rules.loginFailuresPerAccount, account);
    await recordThrottle(ctx, rules.loginFailuresPerAccountAndIp, accountAtAddress);
    await recordThrottle(ctx, rules.loginFailuresPerIp, caller.ip);
    throw accountErrors.invalidCredentials();
  }
  await resetThrottle(ctx, rules.loginFailuresPerAccountAndIp, accountAtAddress);
  return createSession(ctx.db, member.member_id, ctx.now(), caller.device);
}

/** Waits loginSlowdownMs for the account's recent failures from every address. */
async function slowDownUnderAttack(ctx: AccountsContext, account: string): Promise<void> {
  const rule = THROTTLE_RULES.loginFailuresPerAccount;
  const failures = await countThrottle(ctx, rule, account);
  const delay = loginSlowdownMs(failures);
  if (delay > 0) await setTimeout(delay);
}

/** Login with a code sent to the member's mobile (purpose login). */
export async function loginWithOtp(ctx: AccountsContext, body: OtpLoginBody, device = ''): Promise<string> {
  // Login codes go to members' numbers only, so the code comes first and says nothing about strangers.
  await consumeOtp(ctx, { mobile: body.mobile, purpose: 'login', code: body.otp });
  const member = await selectMemberByMobile(ctx.db, body.mobile);
  if (!member) throw accountErrors.mobileNotRegistered();
  return createSession(ctx.db, member.member_id, ctx.now(), device);
}

export async function logout(ctx: AccountsContext, caller: Caller): Promise<void> {
  if (caller.token) await revokeSession(ctx.db, caller.token, ctx.now());
}

async function requireMember(ctx: AccountsContext, caller: Caller): Promise<MemberRow> {
  const member = caller.memberId === null ? null : await selectMemberById(ctx.db, caller.memberId);
  if (!member) throw unauthenticated();
  return member;
}

export async function getMember(ctx: AccountsContext, caller: Caller): Promise<Member> {
  return toMemberAnswer(await requireMember(ctx, caller));
}

/**
 * Applies the allow-listed fields only. The birthday can be set once (it decides the birthday gift);
 * a new e-mail must be free; a new mobile must be free and verified with a change-mobile code.
 */
export async function updateMember(
  ctx: AccountsContext,
  body: UpdateMemberBody,
  caller: Caller,
): Promise<Member> {
  const member = await requireMember(ctx, caller);
  const changes: MemberChanges = {};
  if (body.member_name !== undefined) changes.member_name = body.member_name;
  if (body.member_birthday !== undefined && body.member_birthday !== member.member_birthday) {
    if (member.member_birthday !== null) throw accountErrors.birthdayLocked();
    changes.member_birthday = body.member_birthday;
  }
  if (body.member_account !== undefined && body.member_account !== member.member_account) {
    if (await isEmailTaken(ctx.db, body.member_account, member.member_id)) {
      await consumeThrottle(ctx, THROTTLE_RULES.existChecksPerIp, caller.ip, accountErrors.tooManyRequests);
      throw accountErrors.emailTaken('member_account');
    }
    changes.member_account = body.member_account;
  }
  if (body.member_mobile !== undefined && body.member_mobile !== member.member_mobile) {
    // change-mobile codes go to free numbers only; the check after it covers a number taken meanwhile.
    await consumeOtp(ctx, { mobile: body.member_mobile, purpose: 'change-mobile', code: body.otp ?? '' });
    if (await isMobileTaken(ctx.db, body.member_mobile, member.member_id)) throw accountErrors.mobileTaken();
    changes.member_mobile = body.member_mobile;
  }
  if (Object.keys(changes).length === 0) return toMemberAnswer(member);
  try {
    const updated = await updateMemberRow(ctx.db, member.member_id, changes, ctx.now());
    if (!updated) throw unauthenticated();
    return toMemberAnswer(updated);
  } catch (error) {
    throw conflictFrom(error, 'member_account');
  }
}

/** Checks the old password (failures throttled per member), stores the new one and ends every other session. */
export async function changePassword(
  ctx: AccountsContext,
  body: ChangePasswordBody,
  caller: Caller,
): Promise<void> {
  const member = await requireMember(ctx, caller);
  const subject = String(member.member_id);
  await checkThrottle(ctx, THROTTLE_RULES.passwordChangeFailures, subject, accountErrors.tooManyAttempts);
  const ok = member.password_hash ? await verifyPassword(member.password_hash, body.old_password) : false;
  if (!ok) {
    await recordThrottle(ctx, THROTTLE_RULES.passwordChangeFailures, subject);
    throw accountErrors.oldPasswordWrong();
  }
  const now = ctx.now();
  await updateMemberRow(
    ctx.db,
    member.member_id,
    { password_hash: await hashPassword(body.new_password), password_changed_at: now },
    now,
  );
  await revokeOtherSessions(ctx.db, member.member_id, caller.token, now);
  await resetThrottle(ctx, THROTTLE_RULES.passwordChangeFailures, subject);
}

/** is-mobile-exist / is-email-exist, limited per client address so they cannot list the members. */
export async function accountExists(
  ctx: AccountsContext,
  lookup: { mobile: string } | { email: string },
  caller: Caller,
): Promise<boolean> {
  await consumeThrottle(ctx, THROTTLE_RULES.existChecksPerIp, caller.ip, accountErrors.tooManyRequests);
  return 'mobile' in lookup ? isMobileTaken(ctx.db, lookup.mobile) : isEmailTaken(ctx.db, lookup.email);
}
