// ECPay's logistics status notification (物流狀態通知): a form post to our ServerReplyURL, signed with
// CheckMacValue (MD5, like the rest of ECPay logistics); we answer '1|OK' or ECPay posts it again.
import { isCheckMacValueValid } from './check-mac-value.ts';
import type { EcpayLogisticsConfig } from './ecpay-logistics.ts';

/**
 * RtnCode values that mean the shopper collected the parcel at the store (and paid, for cash on pickup):
 * 2067 消費者成功取件 (7-ELEVEN 交貨便, UNIMARTC2C), 3022 買家已到店取貨 (7-ELEVEN B2C, UNIMART).
 */
export const ECPAY_PICKED_UP_CODES: ReadonlySet<string> = new Set(['2067', '3022']);

/**
 * RtnCode values that mean the parcel was not collected and goes back to us: 2074 消費者七天未取件
 * (7-ELEVEN B2C UNIMART and C2C UNIMARTC2C). ECPay's own status-code table (物流狀態代碼, linked from
 * developers.ecpay.com.tw 物流狀態通知 ?p=10127) could not be read here; 2074 is taken from several
 * published ECPay integrations that agree on it. Other return codes (退貨 / 已退回賣家) are left out
 * until checked against that table: a later code only repeats what 2074 already ended.
 */
export const ECPAY_NOT_COLLECTED_CODES: ReadonlySet<string> = new Set(['2074']);

export const ECPAY_NOTIFY_OK = '1|OK';

export interface EcpayLogisticsNotice {
  /** Our MerchantTradeNo: the order number without its dash (ecpay-logistics.ts createShipment). */
  merchantTradeNo: string;
  logisticsId: string;
  rtnCode: string;
  goodsAmount: number;
  pickedUp: boolean;
  /** The shopper did not collect the parcel; it goes back to the sender. */
  notCollected: boolean;
}

export type EcpayNoticeResult = { ok: true; notice: EcpayLogisticsNotice } | { ok: false; reason: string };

/** Checks the signature and our merchant id before anything in the post is believed. */
export function readEcpayLogisticsNotice(
  body: Record<string, string>,
  config: Pick<EcpayLogisticsConfig, 'merchantId' | 'hashKey' | 'hashIv'>,
): EcpayNoticeResult {
  if (!isCheckMacValueValid(body, { hashKey: config.hashKey, hashIv: config.hashIv }, 'md5'))
    return { ok: false, reason: 'CheckMacValue Error' };
  if (body.MerchantID !== config.merchantId) return { ok: false, reason: 'MerchantID Error' };
  const rtnCode = body.RtnCode ?? '';
  const goodsAmount = Number(body.GoodsAmount);
  if (!body.MerchantTradeNo || !body.AllPayLogisticsID || !Number.isInteger(goodsAmount))
    return { ok: false, reason: 'Parameter Error' };
  return {
    ok: true,
    notice: {
      merchantTradeNo: body.MerchantTradeNo,
      logisticsId: body.AllPayLogisticsID,
      rtnCode,
      goodsAmount,
      pickedUp: ECPAY_PICKED_UP_CODES.has(rtnCode),
      notCollected: ECPAY_NOT_COLLECTED_CODES.has(rtnCode),
    },
  };
}
