// Staff of the back office (issue 26; docs/decisions/073-back-office-foundation.md): roles, their names
// in the admin UI, and the back office's messages in Traditional Chinese.
import { z } from 'zod';

export const STAFF_ROLE_VALUES = [
  'owner',
  'manager',
  'customer_service',
  'warehouse',
  'content_editor',
] as const;
export const StaffRole = z.enum(STAFF_ROLE_VALUES);
export type StaffRole = z.infer<typeof StaffRole>;

export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  owner: '店主',
  manager: '經理',
  customer_service: '客服',
  warehouse: '倉管',
  content_editor: '內容編輯',
};

/** Roles whose login asks for a TOTP code beside the password. */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['owner', 'manager'];

/** Every role: calls any signed-in staff member may make (who am I, sign out). */
export const ALL_STAFF: readonly StaffRole[] = STAFF_ROLE_VALUES;
/** Roles that read orders. */
export const ORDER_READERS: readonly StaffRole[] = ['owner', 'manager', 'customer_service', 'warehouse'];
/** Roles that cancel orders for a shopper. */
export const ORDER_CANCELLERS: readonly StaffRole[] = ['owner', 'manager', 'customer_service'];
/** Roles that give money back. */
export const REFUNDERS: readonly StaffRole[] = ['owner', 'manager'];
/** Roles that ship and deliver. */
export const SHIPPERS: readonly StaffRole[] = ['owner', 'manager', 'warehouse'];
/** Roles that look members up and adjust their points. */
export const MEMBER_CARERS: readonly StaffRole[] = ['owner', 'manager', 'customer_service'];
/** Roles that add or take a member's shopping credit (購物金 is money: not customer service). */
export const CREDIT_ADJUSTERS: readonly StaffRole[] = ['owner', 'manager'];
/** Roles that answer shoppers' return requests (decision 093). */
export const RETURN_HANDLERS: readonly StaffRole[] = ['owner', 'manager', 'customer_service'];
/** Roles that keep the stock (decision 093). */
export const STOCK_KEEPERS: readonly StaffRole[] = ['owner', 'manager', 'warehouse'];
/** Roles that take the order list out of the shop as a file (shoppers' personal data; decision 094). */
export const ORDER_EXPORTERS: readonly StaffRole[] = ['owner', 'manager'];
/** Roles that read the audit log. */
export const AUDIT_READERS: readonly StaffRole[] = ['owner', 'manager'];
/** Roles that add staff, disable them and reset their authenticator (decision 116). */
export const STAFF_KEEPERS: readonly StaffRole[] = ['owner'];

export const staffMessages = {
  invalidCredentials: '電子郵件或密碼錯誤',
  totpRequired: '請輸入驗證器 App 上的 6 位數驗證碼',
  totpInvalid: '驗證碼錯誤，請重新輸入',
  tooManyAttempts: (minutes: number) => `嘗試次數過多，請 ${minutes} 分鐘後再試`,
  unauthenticated: '請先登入後台',
  forbidden: '您的角色沒有這項權限',
  passwordWrong: '密碼錯誤，請重新輸入',
  orderNotFound: '查無此訂單',
  memberNotFound: '查無此會員',
  staffNotFound: '查無此員工帳號',
  staffEmailTaken: '這個電子郵件已經有員工帳號',
  staffSelf: '不能停用或重設自己的帳號，請由另一位店主處理',
  staffLastOwner: '這是唯一一位可登入的店主，不能停用',
  staffNoSecondFactor: '這個角色登入時不需要驗證器',
  sessionNotFound: '查無此登入裝置，或已經登出',
  notCancellable: '這張訂單目前不能取消',
  notRefundable: '這張訂單目前不能退款',
  notShippable: '這張訂單目前不能出貨',
  notDeliverable: '這張訂單目前不能標記為已送達',
  refundFailed: '金流退款失敗，請稍後再試或聯絡金流商',
  partialRefundTooMuch: '退款金額必須小於尚可退款的金額；全部退回請用「全額退款」',
  partialRefundLine: '退款商品不屬於這張訂單，或數量超過可退的數量',
  pointsBelowZero: '扣點後點數不可小於 0',
  creditBelowZero: '扣除後購物金不可小於 0',
  returnNotFound: '查無此退貨申請',
  returnAnswered: '這筆退貨申請已經回覆過了',
  returnPhotoNotFound: '查無這張照片',
  returnNotRefundable: '這張訂單目前不能退款，請先確認訂單狀態',
  productNotFound: '查無此商品',
  stockBelowZero: '調整後庫存不可小於 0',
  passwordRequired: '請輸入您的密碼',
} as const;
