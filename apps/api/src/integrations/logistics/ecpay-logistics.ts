// ECPay logistics for 7-ELEVEN (UNIMARTC2C 交貨便, or UNIMART B2C per ECPAY_LOGISTICS_SUB_TYPE): the store
// map (a form the browser posts; ECPay posts the chosen store back: ecpay-store-map.ts) and shipment creation (Express/Create, form-encoded, CheckMacValue MD5; the
// answer "1|k=v&…" carries its own CheckMacValue, which we verify).
import { SHOP_TIME_ZONE, type StorePickupMethod } from '@shop/core';
import { checkMacValue, isCheckMacValueValid } from './check-mac-value.ts';
import {
  type LogisticsProvider,
  LogisticsProviderError,
  type Shipment,
  type ShipmentRequest,
  type StoreMapForm,
} from './logistics-provider.ts';

export const ECPAY_LOGISTICS_STAGE_URL = 'https://logistics-stage.ecpay.com.tw';
const ECPAY_TIMEOUT_MS = 20_000;
/** ECPay's 7-ELEVEN services: 交貨便 (C2C) or the B2C contract; the other chains follow the same contract. */
export type EcpaySevenElevenSubType = 'UNIMARTC2C' | 'UNIMART';
const DEFAULT_SUB_TYPE: EcpaySevenElevenSubType = 'UNIMARTC2C';

/**
 * ECPay's LogisticsSubType of each chain under the merchant's contract (全方位物流服務 API 技術文件,
 * LogisticsSubType: B2C FAMI, UNIMART, HILIFE; C2C FAMIC2C, UNIMARTC2C, HILIFEC2C): a 交貨便 (C2C)
 * merchant ships every chain C2C, a B2C merchant every chain B2C.
 */
export const ECPAY_SUB_TYPES = {
  UNIMARTC2C: { seven: 'UNIMARTC2C', family: 'FAMIC2C', hilife: 'HILIFEC2C' },
  UNIMART: { seven: 'UNIMART', family: 'FAMI', hilife: 'HILIFE' },
} as const satisfies Record<EcpaySevenElevenSubType, Record<StorePickupMethod, string>>;

export function ecpaySubTypeOf(
  contract: EcpaySevenElevenSubType | undefined,
  chain: StorePickupMethod,
): string {
  return ECPAY_SUB_TYPES[contract ?? DEFAULT_SUB_TYPE][chain];
}
const ALGORITHM = 'md5';
/** ECPay's GoodsName limit (characters). */
const GOODS_NAME_MAX = 50;

export interface EcpayLogisticsConfig {
  apiUrl: string;
  merchantId: string;
  hashKey: string;
  hashIv: string;
  senderName: string;
  senderMobile: string;
  /** ECPay posts status changes here. */
  serverReplyUrl: string;
  /** The merchant's 7-ELEVEN service (default UNIMARTC2C). */
  subType?: EcpaySevenElevenSubType;
}

/** MerchantTradeDate: yyyy/MM/dd HH:mm:ss, Taipei time. */
function tradeDate(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(at)
    .replaceAll('-', '/');
}

export function createEcpayLogistics(
  config: EcpayLogisticsConfig,
  now: () => Date = () => new Date(),
): LogisticsProvider {
  const keys = { hashKey: config.hashKey, hashIv: config.hashIv };
  return {
    id: 'ecpay',
    async createShipment(request: ShipmentRequest): Promise<Shipment> {
      const params: Record<string, string> = {
        MerchantID: config.merchantId,
        MerchantTradeNo: request.merchantTradeNo,
        MerchantTradeDate: tradeDate(now()),
        LogisticsType: 'CVS',
        LogisticsSubType: ecpaySubTypeOf(config.subType, request.chain),
        GoodsAmount: String(request.goodsAmount),
        CollectionAmount: String(request.collectAmount),
        IsCollection: request.collectAmount > 0 ? 'Y' : 'N',
        GoodsName: request.goodsName.slice(0, GOODS_NAME_MAX),
        SenderName: config.senderName,
        SenderCellPhone: config.senderMobile,
        ReceiverName: request.receiverName,
        ReceiverCellPhone: request.receiverMobile,
        ReceiverStoreID: request.storeId,
        ServerReplyURL: config.serverReplyUrl,
      };
      params.CheckMacValue = checkMacValue(params, keys, ALGORITHM);
      let text: string;
      try {
        const response = await fetch(new URL('/Express/Create', config.apiUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(params).toString(),
          signal: AbortSignal.timeout(ECPAY_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (cause) {
        throw new LogisticsProviderError('ECPay logistics unreachable', { cause });
      }
      return parseCreateAnswer(text, keys);
    },
    storeMapForm({ chain, replyUrl, collect, state, mobile }): StoreMapForm {
      // Express/map (developers.ecpay.com.tw ?p=22409 「Request the e-map of convenience store」).
      return {
        action: new URL('/Express/map', config.apiUrl).toString(),
        fields: {
          MerchantID: config.merchantId,
          LogisticsType: 'CVS',
          LogisticsSubType: ecpaySubTypeOf(config.subType, chain),
          IsCollection: collect ? 'Y' : 'N',
          ServerReplyURL: replyUrl,
          ExtraData: state,
          Device: mobile ? '1' : '0',
        },
      };
    },
  };
}

/** "1|AllPayLogisticsID=…&CVSPaymentNo=…&CVSValidationNo=…&CheckMacValue=…", or "0|error". */
export function parseCreateAnswer(text: string, keys: { hashKey: string; hashIv: string }): Shipment {
  const separator = text.indexOf('|');
  const status = text.slice(0, separator);
  const rest = text.slice(separator + 1);
  if (status !== '1') throw new LogisticsProviderError(`ECPay logistics refused: ${rest}`);
  const fields = Object.fromEntries(new URLSearchParams(rest));
  if (!isCheckMacValueValid(fields, keys, ALGORITHM))
    throw new LogisticsProviderError('ECPay logistics answer failed its CheckMacValue');
  const logisticsId = fields.AllPayLogisticsID;
  if (!logisticsId || !fields.CVSPaymentNo)
    throw new LogisticsProviderError('ECPay logistics answer lacks ids');
  return { logisticsId, pickupNumber: `${fields.CVSPaymentNo}${fields.CVSValidationNo ?? ''}` };
}
