// What a LINE Pay v3 Request carries (Online API v3 "Payment request", developers-pay.line.me/online-api-v3/
// request-payment, Body): amount = Σ packages[].amount (+ userFee, which we never send), and each
// packages[].amount = Σ products[].quantity × products[].price. LINE Pay documents no negative price, so a
// discount (coupon, points, credit) is spread over the lines instead of sent as a minus line, and freight is
// a line of its own (docs/decisions/055-what-providers-accept.md).
import { paymentLineNames } from '@shop/core';
import type { PaymentLine, StartPaymentRequest } from './payment-provider.ts';

export interface LinePayProduct {
  name: string;
  quantity: number;
  price: number;
}

export interface LinePayPackage {
  id: string;
  amount: number;
  products: LinePayProduct[];
}

const lineTotal = (line: LinePayProduct) => line.quantity * line.price;
const sumOf = (lines: readonly LinePayProduct[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** One package whose products add up to exactly `request.amount` (a positive integer TWD). */
export function linePayPackages(
  request: Pick<StartPaymentRequest, 'amount' | 'orderSn' | 'lines' | 'freight'>,
): LinePayPackage[] {
  const products = productsFor(request);
  return [{ id: request.orderSn, amount: sumOf(products), products }];
}

function productsFor(request: Pick<StartPaymentRequest, 'amount' | 'orderSn' | 'lines' | 'freight'>) {
  const goods = request.lines.filter((line) => line.quantity > 0 && line.price > 0).map(asProduct);
  const freight = request.freight ?? Math.max(0, request.amount - sumOf(goods));
  const lines =
    freight > 0 ? [...goods, { name: paymentLineNames.freight, quantity: 1, price: freight }] : goods;
  const listed = sumOf(lines);
  if (listed === request.amount) return lines;
  if (listed < request.amount || listed === 0)
    return [{ name: paymentLineNames.order(request.orderSn), quantity: 1, price: request.amount }];
  return spreadDiscount(lines, listed - request.amount);
}

const asProduct = (line: PaymentLine): LinePayProduct => ({
  name: line.name,
  quantity: line.quantity,
  price: line.price,
});

/**
 * Takes `discount` off the lines in proportion to their totals (largest remainder, so the shares add up
 * exactly); a discounted line becomes one unit at its discounted total ("name x2"), since its per-unit price
 * may no longer be whole. `discount` is below the lines' sum, so no line goes below 0.
 */
function spreadDiscount(lines: readonly LinePayProduct[], discount: number): LinePayProduct[] {
  const listed = sumOf(lines);
  const exact = lines.map((line) => (lineTotal(line) * discount) / listed);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return lines.map((line, i) => {
    const share = shares[i] ?? 0;
    if (share === 0) return line;
    const name = line.quantity === 1 ? line.name : `${line.name} x${line.quantity}`;
    return { name, quantity: 1, price: lineTotal(line) - share };
  });
}
