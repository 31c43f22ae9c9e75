// Wording after buying (issue 23): the bought items on /pay-finish and the order detail, the expected
// arrival, 再買一次 and 申請退貨.
export const afterPurchaseMessages = {
  itemsBought: '購買商品',
  expectedArrival: '預計到貨',
  trackingNumber: '物流編號',
  pickupNumberPending: '出貨後提供',
  buyAgain: '再買一次',
  buyAgainAdded: '已將商品加入購物車',
  buyAgainNoneAvailable: '這筆訂單的商品目前都無法購買',
  buyAgainUnavailable: (names: string) => `以下商品已停售或缺貨，未加入購物車：${names}`,
  buyAgainFailed: '商品加入購物車失敗，請稍後再試',
  returnRequest: '申請退貨',
  returnHeading: '退貨申請',
  returnPeriod: (date: string) => `退貨申請期限至 ${date}`,
  returnReason: '退貨原因',
  returnReasonHint: '請說明退貨原因（最多 500 字）',
  returnPhotos: '商品照片（最多 3 張，JPG、PNG 或 WebP）',
  returnSubmit: '送出退貨申請',
  returnCancel: '取消',
  returnSubmitted: '退貨申請已送出，我們將盡快與您聯繫',
  returnFailed: '退貨申請送出失敗，請稍後再試',
  returnStatus: '申請狀態',
  returnAppliedAt: '申請日期',
  returnReply: '客服回覆',
  returnPhotoCount: (count: number) => `已附 ${count} 張照片`,
  /** The store chains, as the picked store is introduced ('全家 米瑞中正店'). */
  storeChainNames: { seven: '7-ELEVEN', family: '全家', hilife: '萊爾富' } as Record<string, string>,
  returnStateNames: { requested: '審核中', accepted: '已同意退貨', declined: '未同意退貨' } as Record<
    string,
    string
  >,
} as const;

/** What create-return-request refuses, said beside the field or over the form. */
export const returnErrorMessages = {
  reasonRequired: '請填寫退貨原因',
  reasonTooLong: '退貨原因最多 500 字',
  tooManyPhotos: '照片最多 3 張',
  alreadyRequested: '這筆訂單已申請過退貨',
  periodOver: '已超過退貨申請期限（出貨後 14 天）',
  notReturnable: '這筆訂單目前無法申請退貨',
} as const;
