// Dialog wording and the error catalogue of storefront.md §8, letter for letter.

export const dialogMessages = {
  confirm: '確定',
  cancel: '取消',
  errorTitle: '錯誤',
  warningTitle: '警告',
  confirmTitle: '請確認',
  promptTitle: '請輸入',
  noticeTitle: '重要通知',
} as const;

export const errorMessages = {
  dialog: dialogMessages,
  unknownError: '發生未知錯誤',
  backToHome: '回到首頁',
  /** Stored cart cannot be parsed; shown under the '錯誤' title. */
  cartUnreadable: '購物車資料解析中',
  mainCartUnitLimit: '單品數量最多4個，超過的無法加入。',
  /** Confirm shown when a point / evergreen-trail / skin-test cart item drops to 0. */
  outOfStock: '庫存不足',
  logoutFailed: '登出失敗',
  tryAgainLater: '請稍後再試',
  logoutConfirm: '確定要登出嗎？',
  logoutSuccess: '登出成功！',
  addedToCart: '加入購物車成功',
  /** Name shown for an exchange (point) product that no longer exists. */
  productMissing: '商品不存在',
  productLoading: '商品資料載入中',
  /** The API's 503 while its database cannot be reached (not in the spec: the shop's own wording). */
  databaseUnavailable: '系統暫時忙碌中，請稍後再試',
  /** Unmatched route. */
  pageNotFound: (path: string) => `Page not found: ${path}`,
  /** Route whose parameters fail validation. */
  routeNotFound: (path: string) => `Page Not Found: ${path}`,
} as const;
