// The conversion job (issue 25): reports each paid order's purchase to every configured platform until
// each has taken it. A platform that refuses for good (4xx) is given up for that order and logged; one
// that is down is retried with backoff, 30 s doubling to an hour, about a day in all. Each try is a
// pg-boss job (decision 132): sent with the row, and a failed try sends the next one with its failure.
import type { Database } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import {
  ConversionRefused,
  type ConversionSender,
  type PurchaseConversion,
  type ReferralOrderReporter,
} from '../../integrations/conversions/index.ts';
import type { JobHandler } from '../../jobs/queue.ts';
import * as repository from './conversions.repository.ts';
import { referralFinality, referredOrderReport } from './referral-orders.ts';

export interface ConversionDeps {
  db: Database;
  senders: readonly ConversionSender[];
  /** The shopping-referral program's order reports; null when its settings are not given. */
  referral?: ReferralOrderReporter | null;
  /** The shop's origin: the purchase's page is its pay-finish address. */
  siteOrigin: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

export type ConversionOutcome = 'sent' | 'retry' | 'failed' | 'not_due';

export const CONVERSION_LEASE_MS = 2 * 60_000;
export const CONVERSION_MAX_ATTEMPTS = 30;
/** pg-boss's own retries of a run that threw (a database error, a process that died): a few, from 1 min. */
const CONVERSION_JOB_RETRY_LIMIT = 5;
const CONVERSION_JOB_RETRY_DELAY_SECONDS = 60;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export function conversionRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

async function purchaseOf(deps: ConversionDeps, orderId: number): Promise<PurchaseConversion | null> {
  const rows = await repository.purchaseRowsOf(deps.db, orderId);
  if (!rows) return null;
  const { order, lines } = rows;
  return {
    orderNumber: order.ordermain_sn,
    value: order.ordermain_total,
    currency: 'TWD',
    occurredAt: order.paid_at ?? order.ordermain_dt1,
    memberId: order.member_id,
    email: order.ordermain_email,
    mobile: order.ordermain_mobile,
    items: lines.map((line) => ({
      id: String(line.p_id),
      name: line.p_name,
      price: line.p_price,
      quantity: line.ordersub_count,
    })),
    pageUrl: `${deps.siteOrigin}/pay-finish/${encodeURIComponent(order.ordermain_sn)}`,
  };
}

/**
 * Job `jobId`'s try at one outbox row: every configured platform that has not yet taken it. 'not_due' when
 * the row is done, another job's turn, or held by a try under way.
 */
export async function reportConversion(
  deps: ConversionDeps,
  outboxId: number,
  jobId: string,
): Promise<ConversionOutcome> {
  const now = deps.now();
  const claimed = await repository.claimConversion(deps.db, outboxId, jobId, now, CONVERSION_LEASE_MS);
  if (!claimed) return 'not_due';
  if (claimed.kind !== 'purchase')
    return reportReferral(deps, outboxId, { ...claimed, kind: claimed.kind }, now);
  const purchase = await purchaseOf(deps, claimed.orderId);
  const sentTo = new Set(claimed.sentTo);
  let retry = false;
  const errors: string[] = [];
  if (purchase) {
    for (const sender of deps.senders) {
      if (sentTo.has(sender.destination)) continue;
      try {
        await sender.send(purchase);
        sentTo.add(sender.destination);
      } catch (error) {
        const refusedForGood = error instanceof ConversionRefused && !error.retry;
        if (refusedForGood) sentTo.add(`${sender.destination}:refused`);
        else retry = true;
        errors.push(error instanceof Error ? error.message : String(error));
        deps.log[refusedForGood ? 'error' : 'warn'](
          { err: error, orderId: claimed.orderId, destination: sender.destination },
          'purchase conversion not taken',
        );
      }
    }
  }
  const givesUp = retry && claimed.attempts >= CONVERSION_MAX_ATTEMPTS;
  const state = retry ? (givesUp ? 'failed' : 'pending') : errors.length > 0 ? 'failed' : 'sent';
  await repository.recordTry(
    deps.db,
    outboxId,
    claimed.jobId!,
    {
      sentTo: [...sentTo],
      state,
      retryAt:
        state === 'pending' ? new Date(now.getTime() + conversionRetryDelayMs(claimed.attempts)) : null,
      error: errors.length > 0 ? errors.join(' | ').slice(0, 1000) : null,
    },
    deps.now(),
  );
  if (givesUp)
    deps.log.error(
      { outboxId, orderId: claimed.orderId, attempts: claimed.attempts },
      'purchase conversion given up after its last try',
    );
  return state === 'pending' ? 'retry' : state;
}

type ClaimedRow = NonNullable<Awaited<ReturnType<typeof repository.claimConversion>>>;

/**
 * One try at a referred order's report: the first when it was placed, the final one only once its amount
 * can no longer change (looked at again, without counting a try, until then) and after the first was taken.
 */
async function reportReferral(
  deps: ConversionDeps,
  outboxId: number,
  claimed: ClaimedRow & { kind: 'referral_created' | 'referral_final' },
  now: Date,
): Promise<ConversionOutcome> {
  const jobId = claimed.jobId!;
  const done = (state: 'sent' | 'failed', error: string | null, sentTo: string[]) =>
    repository.recordTry(deps.db, outboxId, jobId, { sentTo, state, retryAt: null, error }, deps.now());
  const rows = await repository.referredOrderOf(deps.db, claimed.orderId);
  if (!deps.referral || !rows) {
    await done('failed', rows ? 'the shopping-referral program is not configured' : 'no referred order', []);
    return 'failed';
  }
  const report = referredOrderReport(rows);
  try {
    if (claimed.kind === 'referral_created') {
      await deps.referral.created(report);
    } else {
      const finality = referralFinality({ ...rows.order, amount: report.amount }, now);
      if (!finality.final) {
        await repository.postponeTry(deps.db, outboxId, jobId, finality.checkAgainAt);
        return 'not_due';
      }
      if (!(await repository.referralCreatedSent(deps.db, claimed.orderId))) {
        await repository.postponeTry(deps.db, outboxId, jobId, new Date(now.getTime() + CONVERSION_LEASE_MS));
        return 'not_due';
      }
      await deps.referral.final({ ...report, amount: finality.amount, status: finality.status });
      await repository.recordFinalAmount(deps.db, claimed.orderId, finality.amount);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const refusedForGood = error instanceof ConversionRefused && !error.retry;
    deps.log[refusedForGood ? 'error' : 'warn'](
      { err: error, orderId: claimed.orderId, kind: claimed.kind },
      'referred order not taken',
    );
    if (refusedForGood || claimed.attempts >= CONVERSION_MAX_ATTEMPTS) {
      await done('failed', message.slice(0, 1000), ['line_shopping:refused']);
      return 'failed';
    }
    await repository.recordTry(
      deps.db,
      outboxId,
      jobId,
      {
        sentTo: [],
        state: 'pending',
        retryAt: new Date(now.getTime() + conversionRetryDelayMs(claimed.attempts)),
        error: message.slice(0, 1000),
      },
      deps.now(),
    );
    return 'retry';
  }
  await done('sent', null, ['line_shopping']);
  return 'sent';
}

/**
 * The worker of CONVERSION_QUEUE: each run is one try (reportConversion), and a failed or postponed try has
 * already sent the next one, so the run completes. It throws only for a database error (pg-boss retries
 * it a few times) or when a try under way still holds the row (retried later: then the row is done, or free
 * again after a process died mid-try). At start, pending rows from before the queue get their job.
 */
export function conversionJob(
  deps: ConversionDeps,
  options: { work?: boolean } = {},
): JobHandler<repository.ConversionJob> {
  return {
    queue: repository.CONVERSION_QUEUE,
    retryLimit: CONVERSION_JOB_RETRY_LIMIT,
    retryDelaySeconds: CONVERSION_JOB_RETRY_DELAY_SECONDS,
    ...(options.work === false ? { work: false } : {}),
    atStart: async () => {
      const sent = await repository.sendJobsToRowsWithout(deps.db, deps.now());
      if (sent > 0) deps.log.info({ sent }, 'conversion reports from before the job queue given their jobs');
    },
    run: async ({ outboxId }, job) => {
      const outcome = await reportConversion(deps, outboxId, job.id);
      if (outcome !== 'not_due') return;
      const row = await repository.conversionRow(deps.db, outboxId);
      if (row?.state === 'pending' && row.job_id === job.id)
        throw new Error('a try of this conversion report is under way elsewhere; looked at again later');
    },
  };
}
