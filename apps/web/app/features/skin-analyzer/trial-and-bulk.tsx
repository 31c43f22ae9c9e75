// The results' trial claim and bulk add (member-area §4, §5 'Campaign bulk add', 'Campaign trial claim',
// §8 'Skin analyzer'; docs/decisions/096): the claim runs core's trialClaimRefusal on the member's tier, the
// campaign check, the trial's stock and the skin-test cart, then puts the trial (5686, activity 24) in the
// skin-test cart, which create-order checks again against the server's records (decision 095). The bulk add
// takes the chosen quantities into the main cart with core's bulkAddPlan.
import { accountsCalls, catalogueCalls, type ListProduct, skinTestCalls } from '@shop/contracts';
import {
  ADD_TO_CART_TOAST_MS,
  bulkAddPlan,
  bulkDefaultQuantity,
  bulkQuantityMax,
  dialogMessages,
  skinAnalyzerMessages as m,
  ONLINE_SKIN_TEST_ACTIVITY_TYPE,
  skinTestMessages,
  TRIAL_PRODUCT_ID,
  trialClaimRefusal,
} from '@shop/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { browserApi } from '../../lib/api.client';
import { LocalKey } from '../../lib/storage';
import { useIsLoggedIn } from '../../lib/use-browser-state';
import { addToActivityCartOf, addToCart, readCart, readCartOf } from '../cart/cart-store';
import type { StepGroup } from './routine';

const t = skinTestMessages.trial;

/** What the claim needs from the server, read when the shopper asks (never trusted by create-order). */
async function trialState() {
  const api = browserApi();
  const [member, check, open] = await Promise.all([
    api.send(accountsCalls.getMember, {}),
    api.send(skinTestCalls.campaignCheck, {}),
    api.send(catalogueCalls.openProductsByPids, { params: { pids: String(TRIAL_PRODUCT_ID) as never } }),
  ]);
  const trial = open.products.find((p) => p.p_id === TRIAL_PRODUCT_ID);
  return {
    tier: member.data.member_nowtier2025 ?? null,
    canClaim: check.can_claim,
    trialStock: trial?.stock ?? 0,
  };
}

export function TrialClaim({ campaign }: { campaign: boolean }) {
  const loggedIn = useIsLoggedIn();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function claim() {
    const notice = (description: string) => dialogs.alert({ title: dialogMessages.noticeTitle, description });
    if (!loggedIn) {
      await notice(campaign ? t.loginFirst : m.trialLoginFirst);
      navigate('/login');
      return;
    }
    setBusy(true);
    try {
      let state: Awaited<ReturnType<typeof trialState>>;
      try {
        state = await trialState();
      } catch (error) {
        console.error('[skin-analyzer] trial check failed', error);
        await dialogs.alert({ title: dialogMessages.errorTitle, description: m.stockFailed });
        return;
      }
      const inSkinTestCart = (readCartOf(LocalKey.onlineSkinTestCart) ?? []).some(
        (item) => Number(item.productId) === TRIAL_PRODUCT_ID,
      );
      const refusal = trialClaimRefusal({ loggedIn, ...state, inSkinTestCart });
      if (refusal) {
        await notice(refusal.message);
        if (refusal.goTo) navigate(refusal.goTo);
        return;
      }
      const line = { productId: TRIAL_PRODUCT_ID, activity_type: ONLINE_SKIN_TEST_ACTIVITY_TYPE };
      const outcome = addToActivityCartOf(LocalKey.onlineSkinTestCart, line, 1);
      if (outcome === 'added') dialogs.toast(t.added, ADD_TO_CART_TOAST_MS);
      else await dialogs.alert({ title: dialogMessages.errorTitle, description: m.stockFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="skin-trial-title"
      data-testid="skin-trial"
      className="rounded-2xl border border-accent-strong bg-accent-soft px-5 py-5 text-sm"
    >
      <h3 id="skin-trial-title" className="text-base font-semibold text-ink">
        {m.trialTitle}
      </h3>
      <p className="mt-1 text-ink-soft">{m.trialBody}</p>
      <button
        type="button"
        data-testid="skin-trial-claim"
        disabled={busy}
        onClick={() => void claim()}
        className="mt-3 rounded-full bg-ink px-5 py-2.5 font-semibold text-surface hover:bg-accent-strong disabled:opacity-50"
      >
        {m.trialClaim}
      </button>
    </section>
  );
}

function uniqueProducts(groups: readonly StepGroup[]) {
  const seen = new Map<number, { product: ListProduct; tags: string[] }>();
  for (const group of groups)
    for (const product of group.products)
      if (!seen.has(product.p_id)) seen.set(product.p_id, { product, tags: [group.step_text] });
  return [...seen.values()];
}

/** The routine's products, each with its quantity picker (0..min(stock, 4)), and one button for all. */
export function BulkAdd({ groups }: { groups: readonly StepGroup[] }) {
  const dialogs = useDialogs();
  const products = uniqueProducts(groups);
  const [chosen, setChosen] = useState<Record<number, number>>(() =>
    Object.fromEntries(
      products.map(({ product, tags }) => [
        product.p_id,
        Math.min(bulkDefaultQuantity(product.p_id, tags), bulkQuantityMax(product.stock)),
      ]),
    ),
  );
  if (products.length === 0) return null;

  async function addAll() {
    const cart = readCart() ?? [];
    const plan = bulkAddPlan(
      products.map(({ product }) => ({
        productId: product.p_id,
        name: product.p_name,
        quantity: chosen[product.p_id] ?? 0,
      })),
      (id) => Number(cart.find((line) => Number(line.productId) === id)?.quantity ?? 0),
    );
    if (plan.kind === 'none') {
      await dialogs.alert({ title: dialogMessages.noticeTitle, description: plan.message });
      return;
    }
    let added = 0;
    let failed = plan.skipped.length;
    for (const line of plan.add) {
      if (addToCart(line.productId, line.quantity) === 'added') added += line.quantity;
      else failed += 1;
    }
    if (failed === 0) {
      dialogs.toast(m.bulk.added(added), ADD_TO_CART_TOAST_MS);
      return;
    }
    const lines = [...plan.skipped, ...(added > 0 ? [m.bulk.added(added)] : []), m.bulk.failed(failed)];
    await dialogs.alert({ title: dialogMessages.noticeTitle, description: lines.join('\n') });
  }

  return (
    <section
      aria-labelledby="skin-bulk-title"
      data-testid="skin-bulk"
      className="rounded-2xl border border-line bg-surface px-5 py-5 text-sm"
    >
      <h3 id="skin-bulk-title" className="text-base font-semibold text-ink">
        {m.bulkTitle}
      </h3>
      <ul className="mt-3 divide-y divide-line">
        {products.map(({ product }) => {
          const max = bulkQuantityMax(product.stock);
          return (
            <li key={product.p_id} className="flex items-center justify-between gap-3 py-2">
              <label htmlFor={`skin-bulk-${product.p_id}`} className="min-w-0 flex-1 text-ink">
                {product.p_name}
              </label>
              <select
                id={`skin-bulk-${product.p_id}`}
                data-testid="skin-bulk-qty"
                aria-label={m.quantityOf(product.p_name)}
                value={chosen[product.p_id] ?? 0}
                onChange={(event) =>
                  setChosen({ ...chosen, [product.p_id]: Number(event.currentTarget.value) })
                }
                className="rounded-lg border border-line bg-surface px-3 py-1.5"
              >
                {Array.from({ length: max + 1 }, (_, n) => `${n}`).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        data-testid="skin-bulk-add"
        onClick={() => void addAll()}
        className="mt-3 w-full rounded-full bg-ink px-5 py-2.5 font-semibold text-surface hover:bg-accent-strong sm:w-auto"
      >
        {m.bulkAdd}
      </button>
    </section>
  );
}
