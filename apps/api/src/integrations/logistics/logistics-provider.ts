import type { StorePickupMethod } from '@shop/core';

// Shipments for convenience-store pickup (7-ELEVEN, 全家, 萊爾富) behind one interface (issue 12; docs/decisions/014-checkout-foundations-order-statuses-tables-providers-reference-calls.md).

export interface ShipmentRequest {
  orderSn: string;
  /** The number the provider keeps unique per shipment (ECPay's MerchantTradeNo): merchantTradeNoOf(orderSn). */
  merchantTradeNo: string;
  /** Value of the goods, integer TWD. */
  goodsAmount: number;
  /** Cash to collect at pickup (取貨付款); 0 when paid online. */
  collectAmount: number;
  goodsName: string;
  receiverName: string;
  receiverMobile: string;
  /** The store chain (the order's ship method). */
  chain: StorePickupMethod;
  storeId: string;
}

export interface Shipment {
  /** The provider's shipment id. */
  logisticsId: string;
  /** The pickup / drop-off number printed for the store (寄件編號). */
  pickupNumber: string;
}

/** ECPay's MerchantTradeNo limit (characters, letters and digits only). */
const TRADE_NO_MAX = 20;

/** Our order number without its dash (MR261124-7K3QX9PD2M → MR2611247K3QX9PD2M): one shipment per order. */
export function merchantTradeNoOf(orderSn: string): string {
  return orderSn.replace(/[^0-9A-Za-z]/g, '').slice(0, TRADE_NO_MAX);
}

export interface StoreMapForm {
  /** Where the browser posts the form. */
  action: string;
  fields: Record<string, string>;
}

export interface LogisticsProvider {
  readonly id: 'local' | 'ecpay';
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  /**
   * The provider's store map, when it has one (the local provider has none: the checkout searches the
   * shop's own store list). `state` comes back with the chosen store; `collect` asks for stores that
   * take cash on pickup.
   */
  storeMapForm(options: {
    chain: StorePickupMethod;
    replyUrl: string;
    collect: boolean;
    state: string;
    mobile?: boolean;
  }): StoreMapForm | null;
}

export class LogisticsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LogisticsProviderError';
  }
}
