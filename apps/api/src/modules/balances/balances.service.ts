// Points, shopping credit and gift vouchers of the member (docs/decisions/025-member-balances-coupons-points-shopping-credit-gift-vouchers.md).
import type {
  BonusCashListAnswer,
  CashbackCreditAnswer,
  GiftVouchersAnswer,
  LedgerRow,
  PcPointsAnswer,
  PointAwardAnswer,
} from '@shop/contracts';
import {
  BALANCE_ROWS_PER_PAGE,
  birthdayAwardKey,
  birthdayPoints,
  DEFAULT_LIST_PAGE,
  expiringCredit,
  balanceMessages as m,
} from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode, notFound } from '../../errors.ts';
import { appendLedgerEntry, ledgerBalance } from '../ledgers/index.ts';
import * as repository from './balances.repository.ts';

const pageOf = (page: number | undefined) => ({
  page: page ?? DEFAULT_LIST_PAGE,
  perPage: BALANCE_ROWS_PER_PAGE,
});

const toLedgerRow = (row: repository.LedgerPageRow): LedgerRow => ({
  ...row,
  expires_at: row.expires_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

async function ledgerPage(
  db: Database,
  kind: repository.LedgerKind,
  memberId: number,
  page: number | undefined,
  reasons?: readonly string[],
) {
  const { rows, total } = await repository.selectLedgerPage(db, kind, memberId, pageOf(page), reasons);
  return { total, per_page: BALANCE_ROWS_PER_PAGE, data: rows.map(toLedgerRow) };
}

export async function pcPoints(db: Database, memberId: number, page?: number): Promise<PcPointsAnswer> {
  const [point, entries] = await Promise.all([
    ledgerBalance(db, 'points', memberId),
    ledgerPage(db, 'points', memberId, page),
  ]);
  return { point, entries };
}

/** Writes the award row and the ledger credit together: a second award with the same key writes neither. */
async function award(
  db: Database,
  memberId: number,
  key: string,
  points: number,
  reason: string,
  title: string,
): Promise<PointAwardAnswer> {
  const point = await db.transaction(async (tx) => {
    if (!(await repository.insertAward(tx, memberId, key, points))) return null;
    return appendLedgerEntry(tx, 'points', { memberId, delta: points, reason, note: title });
  });
  if (point === null) throw new ApiError(409, ErrorCode.conflict, m.pointsAwardAlready);
  return { awarded: points, point, title };
}

/** member-claim-add-pc-point: tiers 2–3, in the birthday month, once a year. */
export async function claimBirthdayPoints(db: Database, memberId: number, now: Date) {
  const member = await repository.selectBirthdayMember(db, memberId);
  const points = birthdayPoints(member?.tier ?? 0);
  const key = birthdayAwardKey(member?.birthday ?? null, now);
  if (points === 0 || key === null) throw new ApiError(403, ErrorCode.forbidden, m.pointsAwardNotEligible);
  return award(db, memberId, key, points, 'birthday', m.reasons.birthday ?? '');
}

/** add-pc-point-by-activity: the open point activity's award, once per member. */
export async function activityPoints(db: Database, memberId: number, now: Date) {
  const activity = await repository.selectOpenActivity(db, now);
  if (!activity) throw notFound(m.pointsAwardClosed);
  return award(
    db,
    memberId,
    `activity-${activity.activity_key}`,
    activity.points,
    'campaign',
    activity.title,
  );
}

export async function cashbackCredit(
  db: Database,
  memberId: number,
  now: Date,
): Promise<CashbackCreditAnswer> {
  const [credit, entries] = await Promise.all([
    ledgerBalance(db, 'credit', memberId),
    repository.selectCreditEntries(db, memberId),
  ]);
  return {
    credit,
    expiring: expiringCredit(entries, now).map((lot) => ({
      amount: lot.amount,
      expires_at: lot.expires_at.toISOString(),
    })),
  };
}

export async function bonusCashList(
  db: Database,
  memberId: number,
  page?: number,
): Promise<BonusCashListAnswer> {
  return { entries: await ledgerPage(db, 'credit', memberId, page) };
}

export async function returnedCredit(
  db: Database,
  memberId: number,
  page?: number,
): Promise<BonusCashListAnswer> {
  return { entries: await ledgerPage(db, 'credit', memberId, page, repository.RETURN_REASONS) };
}

export async function giftVouchers(
  db: Database,
  memberId: number,
  list: repository.VoucherList,
  now: Date,
  page?: number,
): Promise<GiftVouchersAnswer> {
  const { rows, total } = await repository.selectVoucherPage(db, memberId, list, now, pageOf(page));
  return {
    vouchers: {
      total,
      per_page: BALANCE_ROWS_PER_PAGE,
      data: rows.map((row) => ({
        voucher_id: row.voucher_id,
        voucher_no: row.voucher_no,
        voucher_name: row.voucher_name,
        amount: row.amount,
        min_spend: row.min_spend,
        starts_at: row.starts_at.toISOString(),
        ends_at: row.ends_at.toISOString(),
        used_at: row.used_at?.toISOString() ?? null,
        status: row.used_at ? 'used' : row.ends_at < now ? 'expired' : 'open',
      })),
    },
  };
}
