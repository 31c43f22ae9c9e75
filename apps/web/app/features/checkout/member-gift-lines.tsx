// The member's claimed gifts on /my_cartlist: read-only, at NT$0, so the shopper sees what ships with the
// order. The server adds them to the order itself (docs/decisions/032-gift-claim-zone-gift3-5-member-gifts-and.md); removal stays in
// the gift zone.
import { type GiftCartLine, giftCalls } from '@shop/contracts';
import { formatPrice, cartlistMessages as t } from '@shop/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api.client';
import { keepMemberGifts } from '../cart/member-gift-cart';

type GiftCartState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; lines: GiftCartLine[] };

function useGiftCart(): GiftCartState {
  const [state, setState] = useState<GiftCartState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    browserApi()
      .send(giftCalls.giftCart, {})
      .then((answer) => {
        keepMemberGifts(answer.data);
        if (live) setState({ kind: 'ready', lines: answer.data });
      })
      .catch((error) => {
        console.error('[checkout] member gift cart failed', error);
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export function MemberGiftLines() {
  const state = useGiftCart();
  if (state.kind === 'loading')
    return (
      <p className="text-sm text-ink-soft" aria-live="polite">
        {t.memberGiftLoading}
      </p>
    );
  if (state.kind === 'failed')
    return (
      <p role="alert" className="rounded bg-blush-soft px-3 py-2 text-sm text-blush">
        {t.memberGiftFailed}
      </p>
    );
  if (state.lines.length === 0) return null;
  return (
    <section
      aria-labelledby="cartlist-member-gifts-title"
      className="space-y-2 rounded-lg border border-line p-3 text-sm"
      data-testid="cartlist-member-gifts"
    >
      <h2 id="cartlist-member-gifts-title" className="font-semibold text-ink">
        {t.memberGiftTitle}
      </h2>
      <ul className="space-y-2">
        {state.lines.map((line) => (
          <li
            key={`${line.gift3_id}-${line.p_id}`}
            className="flex items-center gap-2"
            data-testid="cartlist-member-gift"
          >
            <span className="rounded bg-sand px-1.5 text-xs text-accent-strong">{t.memberGiftTitle}</span>
            <span className="min-w-0 flex-1 truncate">{line.p_name}</span>
            <span className="text-ink-soft">× {line.quantity}</span>
            <span className="font-medium">{formatPrice(0)}</span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-soft">
        {t.memberGiftNote}{' '}
        <Link to="/gift3_5" className="underline hover:text-accent-strong">
          {t.memberGiftZoneLink}
        </Link>
      </p>
    </section>
  );
}
