// The virtual account of an ATM order waiting for its transfer (/pay-finish and the member order detail):
// 銀行代碼, 虛擬帳號 with a copy button, 繳費期限 (Asia/Taipei) and the amount
// (docs/decisions/089-atm-virtual-account-through-ecpay.md).
import type { OrderDetailAnswer } from '@shop/contracts';
import { formatPrice, payFinishMessages as m, ORDER_STATUS, taipeiDateTime } from '@shop/core';
import { useState } from 'react';

type Atm = NonNullable<NonNullable<OrderDetailAnswer['payment']>['atm']>;

/** The account to show: an ATM order still waiting, whose account ECPay gave; else null. */
export function waitingAtmAccount(order: OrderDetailAnswer): Atm | null {
  if (order.pay_method !== 'atm' || order.ordermain_status !== ORDER_STATUS.awaitingPayment) return null;
  if (order.payment?.state !== 'pending') return null;
  return order.payment.atm ?? null;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={`${m.copy}${label}`}
        data-testid="atm-copy"
        className="ml-2 min-h-[44px] rounded border border-ink px-3 py-1 text-xs text-ink hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        {m.copy}
      </button>
      <span role="status" className="ml-2 text-xs text-ink-soft">
        {state === 'copied' ? m.copied : state === 'failed' ? m.copyFailed : ''}
      </span>
    </>
  );
}

export function AtmAccount({ atm, amount }: { atm: Atm; amount: number }) {
  return (
    <section
      data-testid="atm-account"
      aria-labelledby="atm-account-title"
      className="rounded-lg border border-line bg-surface p-5 text-left md:p-6"
    >
      <h2 id="atm-account-title" className="mb-3 text-base font-semibold text-ink">
        {m.atmTitle}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-ink-soft">{m.atmBankCode}</dt>
          <dd data-testid="atm-bank-code" className="font-semibold text-ink">
            {atm.bank_code}
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-ink-soft">{m.atmAccount}</dt>
          <dd className="flex flex-wrap items-center justify-end">
            <span data-testid="atm-account-number" className="font-mono text-base font-semibold text-ink">
              {atm.account}
            </span>
            <CopyButton text={atm.account} label={m.atmAccount} />
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-ink-soft">{m.atmAmount}</dt>
          <dd className="font-semibold text-ink">{formatPrice(amount)}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-ink-soft">{m.atmDeadline}</dt>
          <dd data-testid="atm-deadline" className="text-ink">
            {taipeiDateTime(new Date(atm.pay_by))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
