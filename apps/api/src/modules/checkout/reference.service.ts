// Checkout reference data: delivery and payment methods, zip codes, donations, company names, stores.
import type { PayMethodsAnswer, ShipMethodsAnswer } from '@shop/contracts';
import {
  checkoutErrorMessages,
  checkoutValidationMessages,
  HK_FREE_FREIGHT_FROM_TWD,
  HK_FREIGHT_TWD,
  isPayMethodAllowed,
  isStorePickup,
  isValidTaxNumber,
  PAY_METHODS,
  type PayMethod,
  payMethodNames,
  SHIP_METHODS,
  shellMessages,
  shipMethodNames,
  TAIWAN_FREIGHT_TWD,
} from '@shop/core';
import type { Database } from '@shop/db';
import { ApiError, ErrorCode, notFound } from '../../errors.ts';
import type { PaymentProviderId, PaymentsConfig } from '../../integrations/payments/index.ts';
import * as repository from './reference.repository.ts';

/** Which provider carries each payment method of the checkout. */
export const PROVIDER_OF_PAY_METHOD: Record<PayMethod, PaymentProviderId> = {
  sandbox: 'sandbox',
  card: 'tappay',
  applepay: 'tappay',
  googlepay: 'tappay',
  linepay: 'linepay',
  jkopay: 'jkopay',
  atm: 'ecpay',
  cod: 'cod',
};

export function shipMethods(): ShipMethodsAnswer {
  return {
    shipMethods: SHIP_METHODS.map((ship_id) => ({
      ship_id,
      ship_name: shipMethodNames[ship_id],
      freight: ship_id === 'hk' ? HK_FREIGHT_TWD : TAIWAN_FREIGHT_TWD,
      free_from: ship_id === 'hk' ? HK_FREE_FREIGHT_FROM_TWD : null,
    })),
  };
}

/** A wallet is offered only when its own setting is present beside TapPay's keys. */
function walletConfigured(pay: PayMethod, config: PaymentsConfig): boolean {
  if (pay === 'applepay') return config.tapPay?.applePay != null;
  if (pay === 'googlepay') return config.tapPay?.googlePay != null;
  return true;
}

/** The pay methods checkout offers: their provider is configured, and a wallet's own setting too. */
export function offeredPayMethods(
  config: PaymentsConfig,
  offered: ReadonlySet<PaymentProviderId>,
): ReadonlySet<PayMethod> {
  return new Set(
    PAY_METHODS.filter((pay) => offered.has(PROVIDER_OF_PAY_METHOD[pay]) && walletConfigured(pay, config)),
  );
}

function tapPayKeys(tapPay: NonNullable<PaymentsConfig['tapPay']>): NonNullable<PayMethodsAnswer['tappay']> {
  return {
    app_id: tapPay.appId,
    app_key: tapPay.appKey,
    server_type: tapPay.apiUrl.includes('sandbox') ? 'sandbox' : 'production',
    sdk_url: tapPay.sdkUrl,
    instalments: [...tapPay.instalments],
    apple_pay: tapPay.applePay
      ? { merchant_identifier: tapPay.applePay.merchantIdentifier, country_code: 'TW' }
      : null,
    google_pay: tapPay.googlePay
      ? {
          google_merchant_id: tapPay.googlePay.googleMerchantId,
          tappay_merchant_id: tapPay.merchantId,
          merchant_name: shellMessages.brandName,
          script_url: tapPay.googlePay.scriptUrl,
        }
      : null,
  };
}

export function payMethods(config: PaymentsConfig, offered: ReadonlySet<PayMethod>): PayMethodsAnswer {
  return {
    payMethods: PAY_METHODS.filter((pay) => offered.has(pay)).map((pay_id) => ({
      pay_id,
      pay_name: payMethodNames[pay_id],
      ship_methods: SHIP_METHODS.filter((ship) => isPayMethodAllowed(pay_id, ship)),
    })),
    tappay: config.tapPay ? tapPayKeys(config.tapPay) : null,
  };
}

export function hkFreight() {
  return { freight: HK_FREIGHT_TWD, free_from: HK_FREE_FREIGHT_FROM_TWD, currency: 'TWD' as const };
}

export async function companyName(db: Database, taxNumber: string) {
  if (!isValidTaxNumber(taxNumber)) {
    const message = checkoutValidationMessages.taxNumberInvalid;
    throw new ApiError(422, ErrorCode.validationFailed, message, { taxNumber: [message] });
  }
  const row = await repository.findCompanyName(db, taxNumber);
  if (!row) throw notFound(checkoutErrorMessages.companyNotFound);
  return row;
}

export async function pickupNumber(db: Database, memberId: number, orderId: number) {
  const order = await repository.findMemberOrder(db, memberId, orderId);
  if (!order) throw notFound(checkoutErrorMessages.orderNotFound);
  if (!isStorePickup(order.ship_method) || !order.pickup_number)
    throw new ApiError(409, ErrorCode.conflict, checkoutErrorMessages.pickupNumberNotReady);
  return { ordermain_id: order.ordermain_id, pickup_number: order.pickup_number };
}
