import {
  EMAIL_MAX_LENGTH,
  MEMBER_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../accounts/rules.ts';
import { accountPagesMessages } from './account-pages.ts';
import { shellMessages } from './shell.ts';

/** Form checks of registration, login and the member forms (shared by the browser and the API). */
export const accountValidationMessages = {
  mobileInvalid: '請輸入正確的手機號碼（09 開頭共 10 碼）',
  emailInvalid: '請輸入正確的電子信箱',
  emailTooLong: `電子信箱最多 ${EMAIL_MAX_LENGTH} 個字元`,
  accountRequired: '請輸入手機號碼或電子信箱',
  accountInvalid: '請輸入正確的手機號碼或電子信箱',
  passwordRequired: '請輸入密碼',
  passwordLength: `密碼長度需為 ${PASSWORD_MIN_LENGTH} 到 ${PASSWORD_MAX_LENGTH} 個字元`,
  passwordTooCommon: '此密碼過於常見，請換一組較不易猜到的密碼',
  passwordSameAsMobile: '密碼不可與手機號碼相同',
  passwordUnchanged: '新密碼不可與舊密碼相同',
  otpFormat: '請輸入 6 位數字驗證碼',
  nameRequired: '請輸入姓名',
  /** Registration (issue 23): the member agrees to the 會員條款 and 隱私權政策; the server checks it too. */
  termsRequired: '請閱讀並勾選同意會員條款與隱私權政策',
  nameTooLong: `姓名最多 ${MEMBER_NAME_MAX_LENGTH} 個字`,
  birthdayInvalid: '請輸入正確的生日',
  mobileNeedsOtp: '變更手機號碼需要輸入驗證碼',
  nothingToUpdate: '沒有要更新的資料',
  bindingSourceInvalid: '綁定來源格式不正確',
} as const;

/** Messages of the account calls' error answers (the storefront may show them as they are). */
export const accountErrorMessages = {
  otpInvalid: '驗證碼錯誤，請重新輸入',
  otpExpired: '驗證碼已過期，請重新取得驗證碼',
  otpLocked: '驗證碼錯誤次數過多，請重新取得驗證碼',
  otpCooldown: (seconds: number) => `請於 ${seconds} 秒後再重新發送驗證碼`,
  mobileTaken: '此手機號碼已經註冊，請直接登入',
  emailTaken: '此電子信箱已被使用',
  mobileNotRegistered: '此手機號碼尚未註冊會員',
  invalidCredentials: '帳號或密碼錯誤',
  oldPasswordWrong: '舊密碼錯誤',
  tooManyAttempts: (minutes: number) => `嘗試次數過多，請於 ${minutes} 分鐘後再試`,
  tooManyRequests: '操作過於頻繁，請稍後再試',
  birthdayLocked: '生日設定後無法修改，如需協助請聯繫客服',
  providerNotConfigured: '此登入方式目前未開放',
  oauthStateInvalid: '登入連結已失效，請重新登入',
  oauthFailed: '第三方登入驗證失敗，請重新登入',
  redirectNotAllowed: '不允許的登入返回網址',
  identityTaken: '此社群帳號已綁定其他會員',
  providerAlreadyBound: '您的帳號已綁定另一個同類型的社群帳號',
  ticketInvalid: '流程已逾時，請重新開始',
  lineUidNotBound: '此 LINE 帳號尚未綁定會員',
} as const;

/** The one-time code text message. */
export const smsMessages = {
  otp: (code: string, minutes: number) =>
    `【${shellMessages.brandName}】您的驗證碼為 ${code}，${minutes} 分鐘內有效，請勿提供給他人。`,
} as const;

export const accountsMessages = {
  validation: accountValidationMessages,
  errors: accountErrorMessages,
  sms: smsMessages,
  /** The storefront's account pages and logged-in header. */
  pages: accountPagesMessages,
} as const;
