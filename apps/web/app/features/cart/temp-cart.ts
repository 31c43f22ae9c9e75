// The server's temporary cart (storefront.md §4.3, §7.5): every add to the main cart is sent with the
// line's new quantity and the page it came from; a removal deletes it there (members only, as the call
// needs a login); after login the guest's temporary cart is bound to the member. Failures are logged only.
import { cartCalls } from '@shop/contracts';
import { browserApi } from '../../lib/api.client';
import { storedAuthToken } from '../../lib/storage';

function logged(what: string) {
  return (error: unknown) => console.error(`[temp-cart] ${what} failed`, error);
}

export function sendTempCartUpdate(lines: readonly { productId: number; quantity: number }[], path: string) {
  browserApi()
    .send(cartCalls.updateTempCart, {
      body: { items: lines.map((line) => ({ product_id: line.productId, quantity: line.quantity, path })) },
    })
    .catch(logged('update-temp-cart'));
}

export function sendTempCartDelete(productIds: readonly number[]) {
  if (productIds.length === 0 || storedAuthToken() === null) return;
  browserApi()
    .send(cartCalls.deleteTempCart, { query: { 'product_ids[]': [...productIds] } })
    .catch(logged('delete-temp-cart'));
}

export function sendTempCartBind() {
  browserApi().send(cartCalls.bindTempCart).catch(logged('update-temp-cart-bind-member'));
}
