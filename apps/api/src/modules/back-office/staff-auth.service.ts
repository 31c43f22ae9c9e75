// Staff login: e-mail and password (argon2id, as members'), a TOTP code for owners and managers, and the
// members' login limits from the throttles module, counted on keys of their own ("staff:<email>").
import { setTimeout } from 'node:timers/promises';
import { SECOND_FACTOR_ROLES, type StaffLoginBody, type StaffRole } from '@shop/contracts/back-stage';
import { loginSlowdownMs } from '@shop/core';
import type { AccountsContext } from '../accounts/index.ts';
import { verifyAgainstNothing, verifyPassword } from '../members/index.ts';
import {
  checkThrottle,
  countThrottle,
  recordThrottle,
  resetThrottle,
  THROTTLE_RULES,
} from '../throttles/index.ts';
import {
  acceptTotpStep,
  createStaffSession,
  findStaffByEmail,
  findStaffById,
  type StaffRow,
} from './staff.repository.ts';
import { staffErrors } from './staff-errors.ts';
import { totpStepOf } from './totp.ts';

const rules = THROTTLE_RULES;

export function profileOf(row: Pick<StaffRow, 'staff_id' | 'email' | 'name' | 'role'>) {
  return { staff_id: row.staff_id, email: row.email, name: row.name, role: row.role };
}

export function needsSecondFactor(role: StaffRole): boolean {
  return SECOND_FACTOR_ROLES.includes(role);
}

/**
 * Refused with 429 once this account has too many recent failures from this address, or this address
 * too many across accounts; failures from anywhere slow the account's logins down (as for members). A
 * wrong or already used TOTP code counts as a failure; a missing one (the first step of a two-step form)
 * does not.
 */
export async function staffLogin(
  ctx: AccountsContext,
  body: { email: string; password: string; totp?: string | undefined },
  ip: string,
) {
  const account = `staff:${body.email.toLowerCase()}`;
  const accountAtAddress = `${account}|${ip}`;
  await checkThrottle(ctx, rules.loginFailuresPerAccountAndIp, accountAtAddress, staffErrors.tooManyAttempts);
  await checkThrottle(ctx, rules.loginFailuresPerIp, ip, staffErrors.tooManyAttempts);
  const delay = loginSlowdownMs(await countThrottle(ctx, rules.loginFailuresPerAccount, account));
  if (delay > 0) await setTimeout(delay);

  const row = await findStaffByEmail(ctx.db, body.email);
  const usable = row && row.disabled_at === null ? row : null;
  const ok = usable
    ? await verifyPassword(usable.password_hash, body.password)
    : await verifyAgainstNothing(body.password);
  const fail = async (error: Error) => {
    await recordThrottle(ctx, rules.loginFailuresPerAccount, account);
    await recordThrottle(ctx, rules.loginFailuresPerAccountAndIp, accountAtAddress);
    await recordThrottle(ctx, rules.loginFailuresPerIp, ip);
    return error;
  };
  if (!usable || !ok) throw await fail(staffErrors.invalidCredentials());
  if (needsSecondFactor(usable.role)) {
    if (!body.totp) throw staffErrors.totpRequired();
    const step = usable.totp_secret ? totpStepOf(usable.totp_secret, body.totp, ctx.now()) : null;
    // A code already used (or one older than the last used) is refused like a wrong one: replay.
    if (step === null || !(await acceptTotpStep(ctx.db, usable.staff_id, step)))
      throw await fail(staffErrors.totpInvalid());
  }
  await resetThrottle(ctx, rules.loginFailuresPerAccountAndIp, accountAtAddress);
  const token = await createStaffSession(ctx.db, usable.staff_id, ctx.now());
  return { token, staff: profileOf(usable) };
}

/** Re-authentication before money goes out: the password again, failures limited as a password change. */
export async function confirmStaffPassword(ctx: AccountsContext, staffId: number, password: string) {
  const subject = `staff:${staffId}`;
  await checkThrottle(ctx, rules.passwordChangeFailures, subject, staffErrors.tooManyAttempts);
  const row = await findStaffById(ctx.db, staffId);
  if (!row || !(await verifyPassword(row.password_hash, password))) {
    await recordThrottle(ctx, rules.passwordChangeFailures, subject);
    throw staffErrors.passwordWrong();
  }
  await resetThrottle(ctx, rules.passwordChangeFailures, subject);
}

export type { StaffLoginBody };
