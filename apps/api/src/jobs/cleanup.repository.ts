import type { Database } from '@shop/db';
import { schema } from '@shop/db';
import { lt } from 'drizzle-orm';

const { oauthStates, otpCodes, socialTickets, throttles } = schema;

/** How many rows one cleanup deleted, per table. */
export interface CleanupCounts {
  otpCodes: number;
  throttles: number;
  oauthStates: number;
  socialTickets: number;
}

/**
 * Deletes one-time rows that can no longer be used: codes, states and tickets that expired before
 * `expiredBefore` (used or not), and throttle counters whose window started before `windowStartedBefore`.
 */
export async function deleteSpentRows(
  db: Database,
  cutoffs: { expiredBefore: Date; windowStartedBefore: Date },
): Promise<CleanupCounts> {
  const { expiredBefore, windowStartedBefore } = cutoffs;
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expires_at, expiredBefore))
    .returning({ id: otpCodes.otp_id });
  const counters = await db
    .delete(throttles)
    .where(lt(throttles.window_start, windowStartedBefore))
    .returning({ key: throttles.key });
  const states = await db
    .delete(oauthStates)
    .where(lt(oauthStates.expires_at, expiredBefore))
    .returning({ key: oauthStates.state_hash });
  const tickets = await db
    .delete(socialTickets)
    .where(lt(socialTickets.expires_at, expiredBefore))
    .returning({ key: socialTickets.ticket_hash });
  return {
    otpCodes: codes.length,
    throttles: counters.length,
    oauthStates: states.length,
    socialTickets: tickets.length,
  };
}
