// What was bought, on /pay-finish and in the order detail (issue 23): each line's image, name, quantity
// and price, and the delivery facts after buying (pickup or tracking number, expected arrival).
import type { OrderDetailAnswer } from '@shop/contracts';
import { afterPurchaseMessages as a, formatPrice, memberOrderMessages, productImageUrl } from '@shop/core';
import type { ReactNode } from 'react';
import { useShellData } from '../../lib/shell-data';

type Line = OrderDetailAnswer['lines'][number];

export function BoughtItems({ lines }: { lines: readonly Line[] }) {
  const { imageHost } = useShellData();
  return (
    <ul className="divide-y divide-line" data-testid="bought-items">
      {lines.map((line) => {
        const kind = memberOrderMessages.lineKinds[line.line_kind];
        return (
          <li
            key={`${line.p_id}-${line.line_kind}-${line.p_price}`}
            data-testid="bought-item"
            className="flex items-center gap-3 py-3"
          >
            <img
              src={productImageUrl(line.p_img, imageHost ?? '')}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="size-14 shrink-0 rounded-lg bg-sand object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-ink" data-testid="bought-item-name">
                {kind && (
                  <span className="mr-1.5 rounded bg-sand px-1.5 py-0.5 text-xs font-normal text-ink-soft">
                    {kind}
                  </span>
                )}
                {line.p_name}
              </p>
              <p className="mt-0.5 text-xs text-ink-soft">
                {formatPrice(line.p_price)} ×{' '}
                <span data-testid="bought-item-quantity">{line.ordersub_count}</span>
                {line.list_price > line.p_price && <s className="ml-2">{formatPrice(line.list_price)}</s>}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-ink" data-testid="bought-item-total">
              {formatPrice(line.p_price * line.ordersub_count)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Pickup number (store pickup, once the shipment exists), tracking number (home) and the expected day. */
export function afterPurchaseFacts(order: OrderDetailAnswer): [string, ReactNode][] {
  const { delivery } = order;
  const rows: [string, ReactNode][] = [];
  if (order.ship_method === 'home' || order.ship_method === 'hk') {
    if (delivery.tracking_number)
      rows.push([
        a.trackingNumber,
        <span key="tracking" data-testid="order-tracking-number">
          {delivery.tracking_number}
        </span>,
      ]);
  } else {
    rows.push([
      memberOrderMessages.pickupNumber,
      <span key="pickup" data-testid="order-pickup-number">
        {delivery.pickup_number ?? a.pickupNumberPending}
      </span>,
    ]);
  }
  if (delivery.expected_arrival)
    rows.push([
      a.expectedArrival,
      <span key="arrival" data-testid="order-expected-arrival">
        {delivery.expected_arrival}
      </span>,
    ]);
  return rows;
}
