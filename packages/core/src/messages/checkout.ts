import { formatPrice } from '../money/currency.ts';
import { shellMessages } from './shell.ts';

// Checkout wording (issue 12): invoice field checks, order status names, delivery, payment and invoice options.

/** Beside the invoice fields of the checkout form; the API answers 422 with the same words. */
export const checkoutValidationMessages = {
  mobileBarcodeInvalid: '手機條碼格式錯誤，請輸入斜線 / 開頭共 8 碼（英文大寫、數字或 . + -）',
  citizenCertificateInvalid: '自然人憑證條碼格式錯誤，請輸入 2 碼大寫英文加 14 碼數字',
  donationCodeInvalid: '捐贈碼格式錯誤，請輸入 3 至 7 碼數字',
  taxNumberRequired: '請輸入統一編號',
  taxNumberInvalid: '統一編號格式錯誤，請確認 8 碼數字是否正確',
  invoiceTitleRequired: '請輸入發票抬頭',
  invoiceTitleTooLong: '發票抬頭最多 60 個字',
} as const;

/** Names of ordermain_status codes (keys follow ORDER_STATUS in checkout/order-status.ts). */
export const orderStatusNames = {
  awaitingPayment: '待付款',
  paid: '已付款',
  preparing: '備貨中',
  shipped: '已出貨',
  cancelled: '已取消',
  paymentFailed: '付款失敗',
  delivered: '已送達',
  expired: '逾期未付款',
  returnRequested: '退貨處理中',
  refunded: '已退貨退款',
  cashOnPickupConfirmed: '取貨付款・待出貨',
  completed: '已完成',
  partiallyReturned: '部分退貨',
  pickupNotCollected: '逾期未取貨',
} as const;

export const shipMethodNames = {
  home: '宅配到府',
  seven: '7-ELEVEN 超商取貨',
  family: '全家超商取貨',
  hilife: '萊爾富超商取貨',
  hk: '香港配送',
} as const;

export const payMethodNames = {
  sandbox: '測試付款（模擬金流）',
  card: '信用卡',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  linepay: 'LINE Pay',
  jkopay: '街口支付',
  atm: 'ATM 轉帳（虛擬帳號）',
  cod: '超商取貨付款',
} as const;

export const invoiceTypeNames = {
  member: '會員載具',
  mobile: '手機條碼載具',
  citizen: '自然人憑證載具',
  donate: '捐贈發票',
  company: '公司戶發票（統一編號）',
} as const;

/** The label of each invoice type's own field where an order shows it (/pay-finish, the order detail). */
export const invoiceFieldLabels = {
  type: '發票類型',
  mobile: '手機條碼',
  citizen: '自然人憑證條碼',
  donate: '愛心碼',
  taxNumber: '統一編號',
  title: '發票抬頭',
} as const;

/** Lines an e-invoice adds beside the products. */
export const invoiceLineNames = {
  freight: '運費',
  discount: '折扣',
} as const;

/** Lines a LINE Pay package adds beside the products (docs/decisions/055-what-providers-accept.md). */
export const paymentLineNames = {
  freight: '運費',
  order: (orderSn: string) => `訂單 ${orderSn}`,
} as const;

/** What a 7-ELEVEN parcel declares to the logistics provider (ECPay's GoodsName). */
export const parcelGoodsName = `${shellMessages.brandName}保養品`;

/** Error answers of the checkout reference calls and the payment pages. */
export const checkoutErrorMessages = {
  companyNotFound: '查無此統一編號的公司名稱，請自行填寫發票抬頭',
  storeNotFound: '查無此門市',
  orderNotFound: '查無此訂單',
  pickupNumberNotReady: '訂單尚未建立 7-ELEVEN 寄件編號',
  paymentNotFound: '查無此筆付款',
  paymentAlreadyHandled: '此筆付款已處理',
  paymentAmountMismatch: '付款金額與訂單不符',
  paymentFailed: '付款失敗，請重新付款',
  paymentProviderNotConfigured: '此付款方式目前未開放',
  invoiceTrackExhausted: '發票字軌號碼已用完，請聯繫客服',
} as const;

/** Error answers of order creation and cancel (issue 12 part 2). */
export const orderErrorMessages = {
  idempotencyKeyRequired: '送出訂單的識別碼遺失，請重新整理頁面後再送出',
  cartEmpty: '購物車內沒有可結帳的商品',
  memberGiftNeedsPurchase: '會員禮需搭配購買商品一同出貨，請先將商品加入購物車',
  cartLineNotOrderable: '購物車中有商品目前無法結帳，請移除後再送出',
  outOfStock: (name: string) => `「${name}」庫存不足，請調整購買數量`,
  couponNotFound: '查無此優惠券',
  couponNotUsable: '此優惠券不適用於本次訂單',
  couponUsedUp: '此優惠券已達使用次數上限',
  pointsNotEnough: '點數餘額不足',
  /** Points used as money beside point-exchange items: what is left after the items' points (issue 23). */
  pointsLeftAfterExchange: (max: number) => `點數兌換商品已使用部分點數，最多可折抵 ${max}`,
  creditNotEnough: '購物金餘額不足',
  balanceExceedsTotal: '點數與購物金折抵不可超過訂單金額',
  payMethodNotForShip: '此付款方式不適用於所選的配送方式',
  recipientMobileInvalid: '請輸入正確的收件人手機號碼',
  addressRequired: '請填寫完整的收件地址',
  storeRequired: '請選擇取貨門市',
  receiverNameForParcel: '超商取貨的收件人姓名須為 2 至 5 個中文字或 4 至 10 個英文字母，不可有數字或符號',
  cardholderEmailRequired: '信用卡、Apple Pay 與 Google Pay 付款需要電子郵件，請填寫收件人電子郵件',
  zipcodeMismatch: '郵遞區號與所選的縣市、鄉鎮市區不符',
  invoiceAddressRequired: '公司戶發票將郵寄紙本，請填寫發票寄送地址',
  orderNotCancellable: '訂單已出貨或已結束，無法取消',
  refundFailed: '退款未完成，請聯繫客服',
  orderNotRepayable: '此訂單已付款、已取消或已逾期，無法重新付款',
  tooManyOpenCashOnPickup: (max: number) =>
    `您已有 ${max} 筆取貨付款訂單尚未取貨，請取貨後再選擇取貨付款，或改用其他付款方式`,
} as const;

/** The built-in sandbox payment page (the shop's own stand-in for a card page). */
/** The page that sends the shopper on to ECPay for an ATM virtual account. */
export const atmCheckoutMessages = {
  title: '前往綠界取得 ATM 轉帳帳號',
  explanation: '請按下方按鈕前往綠界科技（ECPay）取得您專屬的虛擬帳號，取得後請於繳費期限內完成轉帳。',
  go: '前往取得轉帳帳號',
  invalid: '付款資料有誤，請回到商店重新付款',
} as const;

export const sandboxPaymentMessages = {
  title: '測試付款',
  explanation: '這是商店內建的模擬金流頁面，不會實際扣款。',
  amount: '付款金額',
  orderNumber: '訂單編號',
  approve: '確認付款',
  decline: '取消付款',
  done: '此筆付款已處理完成',
} as const;

/** Order confirmations write prices as the storefront does: NT$1,780. */
const formatTwd = (amount: number) => formatPrice(amount);

/** The order confirmation sent once when an order is paid, or placed with cash on pickup. */
export const orderConfirmationMessages = {
  mailSubject: (brand: string, sn: string) => `【${brand}】訂單成立通知（訂單編號 ${sn}）`,
  mailText: (o: {
    brand: string;
    name: string;
    sn: string;
    total: number;
    payMethod: string;
    shipMethod: string;
    cashOnPickup: boolean;
    detailUrl: string;
  }) =>
    [
      `${o.name} 您好：`,
      '',
      o.cashOnPickup
        ? '感謝您的訂購，我們已收到您的訂單，請於門市取貨時付款。'
        : '感謝您的訂購，我們已收到您的付款，將盡快為您出貨。',
      '',
      `訂單編號：${o.sn}`,
      `訂單金額：${formatTwd(o.total)}`,
      `付款方式：${o.payMethod}`,
      `配送方式：${o.shipMethod}`,
      '',
      `查看訂單明細：${o.detailUrl}`,
      '',
      `${o.brand} 敬上`,
      '（此信件由系統自動發送，請勿直接回覆）',
    ].join('\n'),
  sms: (brand: string, sn: string, total: number, cashOnPickup: boolean) =>
    `【${brand}】您的訂單 ${sn} 已成立，金額 ${formatTwd(total)}，${
      cashOnPickup ? '請於取貨時付款' : '已完成付款'
    }。訂單明細請至會員中心查詢。`,
} as const;

/** /pay-finish/{ordersn} and /payment/linepay_success. */
export const payFinishMessages = {
  title: '訂單完成',
  loading: '正在確認付款結果…',
  loadFailed: '訂單資料載入失敗，請重新整理頁面',
  headingPaid: '付款成功，感謝您的訂購',
  headingCashOnPickup: '訂單已成立，請於取貨時付款',
  headingFailed: '付款失敗',
  headingCancelled: '付款已取消',
  headingPending: '尚未完成付款',
  headingClosed: '訂單已取消',
  failedText: '您的付款未成功，訂單已為您保留，請重新付款。',
  cancelledText: '您已取消付款，訂單已為您保留，請重新付款。',
  pendingText: '我們尚未收到您的付款，請重新付款以完成訂購。',
  expiresAt: (time: string) => `請於 ${time} 前完成付款，逾時訂單將自動取消。`,
  closedText: '此訂單已取消或逾期未付款，商品已釋出，歡迎重新選購。',
  headingRefunded: '款項已退回',
  refundedText: '此訂單已取消或逾期，您這次付款的款項已自動退回原付款方式，商品已釋出，歡迎重新選購。',
  headingRefundPending: '款項退回處理中',
  refundPendingText: '此訂單已取消或逾期，您這次付款的款項將由客服為您退回，我們會盡快與您聯繫。',
  paidText: '我們已收到您的付款，將盡快為您出貨，訂單確認信已寄至您的信箱及手機。',
  cashOnPickupText: '訂單確認信已寄至您的信箱及手機，商品到店後會以簡訊通知您取貨。',
  orderInfo: '訂單資訊',
  orderNumber: '訂單編號',
  orderStatus: '訂單狀態',
  payMethod: '付款方式',
  amounts: '金額明細',
  merchandise: '商品小計',
  discount: '滿額折扣',
  addon: '加價購',
  coupon: '優惠券折抵',
  points: '點數折抵',
  credit: '購物金折抵',
  freight: '運費',
  freeFreight: '免運',
  total: '訂單金額',
  delivery: '配送資訊',
  shipMethod: '配送方式',
  recipient: '收件人',
  store: '取貨門市',
  address: '收件地址',
  invoice: '發票資訊',
  invoiceType: '發票類型',
  invoiceNumber: '發票號碼',
  invoiceAfterPayment: '付款完成後開立',
  invoiceVoided: '已作廢',
  nextSteps: '接下來',
  orderDetail: '查看訂單明細',
  continueShopping: '繼續購物',
  repay: '重新付款',
  repaying: '前往付款中…',
  repayFailed: '無法重新付款，請稍後再試',
  linePayConfirming: '正在向 LINE Pay 確認付款…',
  linePayMissing: '付款資訊不完整，請至會員中心查看訂單',
  confirmFailed: '付款結果確認失敗，請稍後重新整理頁面',
  headingAtm: '訂單已成立，請於期限內完成 ATM 轉帳',
  atmText: '請使用 ATM、網路銀行或行動銀行轉帳至下列虛擬帳號，款項入帳後我們會寄送付款確認通知並盡快出貨。',
  atmPending: '尚未取得虛擬帳號，請點「重新付款」取得轉帳帳號。',
  atmTitle: 'ATM 轉帳資訊',
  atmBankCode: '銀行代碼',
  atmAccount: '虛擬帳號',
  atmDeadline: '繳費期限',
  atmAmount: '轉帳金額',
  copy: '複製',
  copied: '已複製',
  copyFailed: '無法複製，請手動選取',
} as const;
