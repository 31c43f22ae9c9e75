import { STAFF_ROLE_NAMES, type StaffRole } from '@shop/contracts/back-stage';
import {
  invoiceTypeNames,
  ORDER_STATUS,
  orderStatusNames,
  payMethodNames,
  shipMethodNames,
} from '@shop/core';

export const roleName = (role: StaffRole) => STAFF_ROLE_NAMES[role];
export const payMethodName = (m: string) => (payMethodNames as Record<string, string>)[m] ?? m;
export const shipMethodName = (m: string) => (shipMethodNames as Record<string, string>)[m] ?? m;
export const invoiceTypeName = (m: string) => (invoiceTypeNames as Record<string, string>)[m] ?? m;
export const STATUS_OPTIONS = (Object.keys(ORDER_STATUS) as (keyof typeof ORDER_STATUS)[]).map((key) => ({
  value: ORDER_STATUS[key],
  label: orderStatusNames[key],
}));
export const PAY_OPTIONS = Object.entries(payMethodNames).map(([value, label]) => ({ value, label }));
export const SHIP_OPTIONS = Object.entries(shipMethodNames).map(([value, label]) => ({ value, label }));

const money = new Intl.NumberFormat('zh-TW');
export const twd = (n: number) => `NT$${money.format(n)}`;
const dateTime = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
export const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const PAYMENT_STATES: Record<string, string> = {
  pending: '等待付款',
  capturing: '請款中',
  paid: '已請款',
  failed: '失敗',
  cancelled: '已放棄',
  refunded: '已退款',
  refund_failed: '退款失敗',
};
export const INVOICE_STATES: Record<string, string> = {
  issued: '已開立',
  voided: '已作廢',
  allowance: '已折讓',
};
/** Partial refunds (decision 105). */
export const REFUND_STATES: Record<string, string> = {
  pending: '退款中',
  refunded: '已退款',
  failed: '退款失敗',
  manual: '待人工匯款',
};
/** Return-request states in the back office (the shopper reads core's returnStateNames). */
export const RETURN_STATES: Record<string, string> = {
  requested: '待處理',
  accepted: '已接受',
  declined: '已拒絕',
};
