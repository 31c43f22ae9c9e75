// Pieces shared by the balance pages (points, shopping credit, coupons, gift vouchers).
import type { LedgerRow } from '@shop/contracts';
import { balanceMessages as m, taipeiDate, withThousands } from '@shop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const dateOf = (iso: string) => taipeiDate(new Date(iso));

/** The page's `page` query: a whole number from 1, else 1. */
export function pageParam(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get('page') ?? 1);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

export function tabParam<T extends string>(request: Request, tabs: readonly T[]): T {
  const value = new URL(request.url).searchParams.get('tab');
  return tabs.find((tab) => tab === value) ?? (tabs[0] as T);
}

/** Tabs as links (?tab=…), so each list has its own address and works without script. */
export function BalanceTabs<T extends string>({
  tabs,
  current,
  label,
  names,
  counts,
}: {
  tabs: readonly T[];
  current: T;
  label: string;
  names: Record<T, string>;
  counts?: Partial<Record<T, number>>;
}) {
  return (
    <nav aria-label={label} className="mb-4 flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((tab, index) => (
        <Link
          key={tab}
          to={index === 0 ? '?' : `?tab=${tab}`}
          aria-current={tab === current ? 'page' : undefined}
          data-testid={`tab-${tab}`}
          className="-mb-px shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm text-ink-soft hover:text-ink aria-[current=page]:border-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink"
        >
          {names[tab]}
          {counts?.[tab] !== undefined && <span className="ml-1">({counts[tab]})</span>}
        </Link>
      ))}
    </nav>
  );
}

export function Notice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="rounded-xl bg-sand px-6 py-10 text-center text-sm text-ink-soft">
      {children}
    </p>
  );
}

/** A balance in large type with its unit and a line under it. */
export function BalanceFigure({
  label,
  value,
  unit,
  hint,
  testId,
}: {
  label: string;
  value: string;
  unit?: string;
  hint?: ReactNode;
  testId: string;
}) {
  return (
    <div className="mb-6 rounded-xl border border-line bg-surface px-5 py-5 sm:px-6">
      <p className="text-sm text-ink-soft">{label}</p>
      <p className="mt-1 text-3xl font-semibold text-ink">
        <span data-testid={testId}>{value}</span>
        {unit && <span className="ml-1 text-base font-normal">{unit}</span>}
      </p>
      {hint && <div className="mt-2 text-sm text-ink-soft">{hint}</div>}
    </div>
  );
}

const signed = (delta: number) => (delta > 0 ? `+${withThousands(delta)}` : `-${withThousands(-delta)}`);

/** Ledger rows, newest first: date, what, note and order, change and balance after. */
export function LedgerList({
  rows,
  testId,
  unit = '',
}: {
  rows: readonly LedgerRow[];
  testId: string;
  unit?: string;
}) {
  return (
    <ul data-testid={testId} className="divide-y divide-line rounded-lg border border-line bg-surface">
      {rows.map((row) => (
        <li
          key={row.entry_id}
          data-testid="ledger-row"
          className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3"
        >
          <div className="min-w-0">
            <p className="font-medium text-ink">{m.reasons[row.reason] ?? row.reason}</p>
            <p className="text-sm text-ink-soft">
              <time dateTime={row.created_at}>{dateOf(row.created_at)}</time>
              {row.note && <span className="ml-2">{row.note}</span>}
              {row.ordermain_sn && <span className="ml-2">{row.ordermain_sn}</span>}
            </p>
            {row.expires_at && (
              <p className="text-xs text-ink-soft">
                {m.entryExpires}：{dateOf(row.expires_at)}
              </p>
            )}
          </div>
          <div className="text-right">
            <p
              data-testid="ledger-delta"
              className={`font-semibold ${row.delta > 0 ? 'text-accent-strong' : 'text-ink'}`}
            >
              {signed(row.delta)}
              {unit}
            </p>
            <p className="text-xs text-ink-soft">
              {m.entryBalance} {withThousands(row.balance_after)}
              {unit}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
