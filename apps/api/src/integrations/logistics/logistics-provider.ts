// Shipments for 7-ELEVEN pickup behind one interface (issue 12; docs/decisions.md "Checkout: delivery").

export interface ShipmentRequest {
  orderSn: string;
  /** Value of the goods, integer TWD. */
  goodsAmount: number;
  /** Cash to collect at pickup (取貨付款); 0 when paid online. */
  collectAmount: number;
  goodsName: string;
  receiverName: string;
  receiverMobile: string;
  storeId: string;
}

export interface Shipment {
  /** The provider's shipment id. */
  logisticsId: string;
  /** The pickup / drop-off number printed for the store (寄件編號). */
  pickupNumber: string;
}

export interface StoreMapForm {
  /** Where the browser posts the form. */
  action: string;
  fields: Record<string, string>;
}

export interface LogisticsProvider {
  readonly id: 'local' | 'ecpay';
  createShipment(request: ShipmentRequest): Promise<Shipment>;
  /** The provider's store map, when it has one (the seeded store search is always there). */
  storeMapForm(options: { replyUrl: string; collect: boolean; state: string }): StoreMapForm | null;
}

export class LogisticsProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LogisticsProviderError';
  }
}
