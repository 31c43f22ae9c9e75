// The store the shopper chose on ECPay's 7-ELEVEN map (Express/map): ECPay's page posts it, through her
// browser, to the ServerReplyURL the map form named (developers.ecpay.com.tw ?p=22409, 「Request the
// e-map of convenience store」, response parameters): MerchantID String(10), MerchantTradeNo String(20),
// LogisticsSubType String(20), CVSStoreID String(6), CVSStoreName String(10), CVSAddress String(60),
// CVSTelephone String(20), CVSOutSide Int (1: an outlying island), ExtraData String(20), as sent.
// The post is not signed: it is believed only as far as our own records go (merchant, service, the
// state we sent, and a store on the shop's list; create-order checks the store again).
import type { StorePickupMethod } from '@shop/core';
import { ECPAY_SUB_TYPES, type EcpaySevenElevenSubType } from './ecpay-logistics.ts';

/** What the browser sends as ExtraData and gets back: letters, digits, '-' and '_' (ExtraData is String(20)). */
export const STORE_MAP_STATE = /^[A-Za-z0-9_-]{8,20}$/;
/**
 * Store ids by chain (CVSStoreID, ReceiverStoreID String(6)): 7-ELEVEN and 全家 6 digits, 萊爾富 4
 * (ECPay's test stores: 131386, 006598, 2001).
 */
const STORE_ID_OF_CHAIN: Record<StorePickupMethod, RegExp> = {
  seven: /^\d{6}$/,
  family: /^\d{6}$/,
  hilife: /^\d{4}$/,
};
const STORE_NAME_MAX = 10;
const STORE_ADDRESS_MAX = 60;

export interface StoreMapChoice {
  chain: StorePickupMethod;
  storeId: string;
  storeName: string;
  address: string;
  /** The ExtraData the map form carried: the browser's own state. */
  state: string;
}

export type StoreMapReply = { ok: true; choice: StoreMapChoice } | { ok: false; reason: string };

export function readStoreMapReply(
  body: Record<string, string>,
  config: { merchantId: string; subType?: EcpaySevenElevenSubType },
): StoreMapReply {
  if (body.MerchantID !== config.merchantId) return { ok: false, reason: 'MerchantID' };
  // The chain is read from the sub-type, which must be one of the merchant's contract.
  const subTypes = ECPAY_SUB_TYPES[config.subType ?? 'UNIMARTC2C'];
  const chain = (Object.keys(subTypes) as StorePickupMethod[]).find(
    (key) => subTypes[key] === body.LogisticsSubType,
  );
  if (!chain) return { ok: false, reason: 'LogisticsSubType' };
  const storeId = body.CVSStoreID ?? '';
  if (!STORE_ID_OF_CHAIN[chain].test(storeId)) return { ok: false, reason: 'CVSStoreID' };
  const storeName = (body.CVSStoreName ?? '').trim();
  if (storeName.length === 0 || storeName.length > STORE_NAME_MAX)
    return { ok: false, reason: 'CVSStoreName' };
  const address = (body.CVSAddress ?? '').trim();
  if (address.length === 0 || address.length > STORE_ADDRESS_MAX) return { ok: false, reason: 'CVSAddress' };
  const state = body.ExtraData ?? '';
  if (!STORE_MAP_STATE.test(state)) return { ok: false, reason: 'ExtraData' };
  return { ok: true, choice: { chain, storeId, storeName, address, state } };
}
