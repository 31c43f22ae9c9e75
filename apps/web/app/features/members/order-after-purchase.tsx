// The order detail's actions after buying (issue 23): 再買一次 puts the order's products that are still
// sold back in the cart (up to the 4-unit limit and the stock) and names the rest; 申請退貨 sends the one
// return request of the order with its reason and up to three photos, and the request's state shows.
import { catalogueCalls, type OrderDetailAnswer, RETURN_PHOTO_MAX_BYTES, returnCalls } from '@shop/contracts';
import { isApiError } from '@shop/contracts/client';
import {
  afterPurchaseMessages as a,
  dialogMessages,
  historyDate,
  MAIN_CART_MAX_UNITS_PER_PRODUCT,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_MAX_LENGTH,
  returnErrorMessages,
} from '@shop/core';
import { type FormEvent, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useDialogs } from '../../components/ui/dialogs';
import { browserApi } from '../../lib/api.client';
import { addToCart } from '../cart/cart-store';

/** Lines a shopper can buy again: products she paid for (gifts and point items are not for sale). */
const BUYABLE_KINDS = ['regular', 'addon'];

export interface BuyAgainResult {
  added: number;
  unavailable: string[];
}

/** Adds the order's still-sold products to the main cart; answers how many and which could not be. */
export async function buyAgain(order: OrderDetailAnswer): Promise<BuyAgainResult> {
  const wanted = new Map<number, { name: string; quantity: number }>();
  for (const line of order.lines) {
    if (!BUYABLE_KINDS.includes(line.line_kind)) continue;
    const entry = wanted.get(line.p_id) ?? { name: line.p_name, quantity: 0 };
    entry.quantity += line.ordersub_count;
    wanted.set(line.p_id, entry);
  }
  if (wanted.size === 0) return { added: 0, unavailable: [] };
  const { products } = await browserApi().send(catalogueCalls.openProductsByPids, {
    params: { pids: [...wanted.keys()].join(',') },
  });
  const stockOf = new Map(products.map((p) => [p.p_id, p.stock]));
  let added = 0;
  const unavailable: string[] = [];
  for (const [productId, { name, quantity }] of wanted) {
    const stock = stockOf.get(productId) ?? 0;
    if (stock <= 0) {
      unavailable.push(name);
      continue;
    }
    const outcome = addToCart(productId, Math.min(quantity, stock, MAIN_CART_MAX_UNITS_PER_PRODUCT));
    // 'limit': the cart already holds the most one may buy of it, which is as good as added.
    if (outcome === 'added' || outcome === 'limit') added += 1;
    else unavailable.push(name);
  }
  return { added, unavailable };
}

export function BuyAgainButton({ order }: { order: OrderDetailAnswer }) {
  const dialogs = useDialogs();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const { added, unavailable } = await buyAgain(order);
      if (unavailable.length > 0)
        await dialogs.alert({
          title: dialogMessages.noticeTitle,
          description:
            added > 0
              ? `${a.buyAgainAdded}。${a.buyAgainUnavailable(unavailable.join('、'))}`
              : a.buyAgainNoneAvailable,
        });
      else dialogs.toast(a.buyAgainAdded, 2000);
    } catch (error) {
      console.error('[member] buy again failed', error);
      await dialogs.alert({ description: a.buyAgainFailed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      data-testid="order-buy-again"
      disabled={busy}
      onClick={() => void run()}
      className="rounded border border-ink px-5 py-2.5 text-sm text-ink hover:bg-sand disabled:opacity-50"
    >
      {a.buyAgain}
    </button>
  );
}

const BYTES_PER_MB = 1024 * 1024;

function errorsOf(error: unknown): { message: string; fields: Record<string, string[]> } {
  if (isApiError(error) && error.data && typeof error.data === 'object') {
    const data = error.data as { message?: unknown; errors?: Record<string, string[]> };
    const fields = data.errors ?? {};
    const first = Object.values(fields)[0]?.[0];
    const message =
      typeof data.message === 'string' && /[\u4e00-\u9fff]/.test(data.message) ? data.message : first;
    return { message: message ?? a.returnFailed, fields };
  }
  return { message: a.returnFailed, fields: {} };
}

/** 申請退貨: a button that opens the form in place; the server's answer is the one that counts. */
export function ReturnRequestForm({ order }: { order: OrderDetailAnswer }) {
  const revalidator = useRevalidator();
  const dialogs = useDialogs();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!order.can_return) return null;
  if (!open)
    return (
      <button
        type="button"
        data-testid="order-return"
        onClick={() => setOpen(true)}
        className="rounded border border-ink px-5 py-2.5 text-sm text-ink hover:bg-sand"
      >
        {a.returnRequest}
      </button>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reason = String(form.get('reason') ?? '').trim();
    const photos = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
    if (!reason) return setError(returnErrorMessages.reasonRequired);
    if (photos.length > RETURN_PHOTOS_MAX) return setError(returnErrorMessages.tooManyPhotos);
    if (photos.some((photo) => photo.size > RETURN_PHOTO_MAX_BYTES))
      return setError(`${a.returnPhotos}：${RETURN_PHOTO_MAX_BYTES / BYTES_PER_MB}MB`);
    const body = new FormData();
    body.set('reason', reason);
    for (const photo of photos) body.append('photos', photo);
    setBusy(true);
    setError(null);
    try {
      await browserApi().send(returnCalls.requestReturn, {
        params: { id: order.ordermain_id },
        body,
      });
      dialogs.toast(a.returnSubmitted, 2500);
      setOpen(false);
      await revalidator.revalidate();
    } catch (failure) {
      setError(errorsOf(failure).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="return-form"
      aria-labelledby={`${id}-title`}
      className="w-full rounded-lg border border-line bg-sand/40 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {a.returnHeading}
      </h3>
      {order.return_until && (
        <p className="mt-1 text-xs text-ink-soft">{a.returnPeriod(order.return_until)}</p>
      )}
      <label htmlFor={`${id}-reason`} className="mt-3 block text-sm text-ink">
        {a.returnReason}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={4}
        maxLength={RETURN_REASON_MAX_LENGTH}
        required
        placeholder={a.returnReasonHint}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
      />
      <label htmlFor={`${id}-photos`} className="mt-3 block text-sm text-ink">
        {a.returnPhotos}
      </label>
      <input
        id={`${id}-photos`}
        name="photos"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        className="mt-1 block w-full text-sm text-ink-soft focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent"
      />
      {error && (
        <p id={`${id}-error`} role="alert" data-testid="return-error" className="mt-2 text-sm text-blush">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          data-testid="return-submit"
          className="rounded bg-ink px-5 py-2.5 text-sm font-semibold text-surface hover:opacity-90 disabled:opacity-50"
        >
          {a.returnSubmit}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="rounded border border-line px-5 py-2.5 text-sm text-ink hover:bg-sand"
        >
          {a.returnCancel}
        </button>
      </div>
    </form>
  );
}

/** The order's return request and its state, once made. */
export function ReturnRequestFacts({
  request,
}: {
  request: NonNullable<OrderDetailAnswer['return_request']>;
}) {
  const rows: [string, string][] = [
    [a.returnStatus, a.returnStateNames[request.state] ?? request.state],
    [a.returnAppliedAt, historyDate(request.created_at)],
    [a.returnReason, request.reason],
  ];
  if (request.photo_count > 0)
    rows.push([a.returnPhotos.split('（')[0] ?? '', a.returnPhotoCount(request.photo_count)]);
  if (request.reply) rows.push([a.returnReply, request.reply]);
  return (
    <dl
      className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm"
      data-testid="return-request"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-soft">{label}</dt>
          <dd
            className="break-words text-ink"
            data-testid={label === a.returnStatus ? 'return-state' : undefined}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
