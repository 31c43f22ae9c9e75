// Cash on 7-ELEVEN pickup (取貨付款): nothing is paid online; the store collects the amount at pickup and the
// logistics provider reports it. The order is confirmed without a payment.
import { type PaymentProvider, PaymentProviderError } from './payment-provider.ts';

export function createCashOnPickupProvider(): PaymentProvider {
  return {
    id: 'cod',
    start: async () => ({ kind: 'offline' }),
    confirm: async () => ({ ok: false, reason: 'cash on pickup is collected by the store' }),
    refund: async () => {
      throw new PaymentProviderError('cash on pickup is refunded by the customer service, not online');
    },
  };
}
