import { describe, expect, it } from 'vitest';
import { MAIN_CART_MAX_UNITS_PER_PRODUCT } from '../constants.ts';
import { dialogMessages, errorMessages } from './errors.ts';
import { messages } from './index.ts';

describe('error catalogue', () => {
  it('holds the dialog defaults of §8', () => {
    expect(dialogMessages).toEqual({
      confirm: '確定',
      cancel: '取消',
      errorTitle: '錯誤',
      warningTitle: '警告',
      confirmTitle: '請確認',
      promptTitle: '請輸入',
      noticeTitle: '重要通知',
    });
  });

  it('holds the §8 wording letter for letter', () => {
    // databaseUnavailable is ours (the 503 while PostgreSQL is away), not a wording of §8.
    const { dialog, pageNotFound, routeNotFound, databaseUnavailable, ...texts } = errorMessages;
    expect(texts).toEqual({
      unknownError: '發生未知錯誤',
      backToHome: '回到首頁',
      cartUnreadable: '購物車資料解析中',
      mainCartUnitLimit: '單品數量最多4個，超過的無法加入。',
      outOfStock: '庫存不足',
      logoutFailed: '登出失敗',
      tryAgainLater: '請稍後再試',
      logoutConfirm: '確定要登出嗎？',
      logoutSuccess: '登出成功！',
      addedToCart: '加入購物車成功',
      productMissing: '商品不存在',
      productLoading: '商品資料載入中',
    });
  });

  it('says the database is away in words a shopper understands', () => {
    expect(errorMessages.databaseUnavailable).toBe('系統暫時忙碌中，請稍後再試');
  });

  it('tells the two 404 messages apart by their capitals', () => {
    expect(errorMessages.pageNotFound('/nope')).toBe('Page not found: /nope');
    expect(errorMessages.routeNotFound('/news/abc')).toBe('Page Not Found: /news/abc');
  });

  it('states the same per-product limit as the cart rule', () => {
    expect(errorMessages.mainCartUnitLimit).toContain(`最多${MAIN_CART_MAX_UNITS_PER_PRODUCT}個`);
  });

  it('exposes everything through the messages object', () => {
    expect(messages.dialog.confirm).toBe('確定');
    expect(messages.logoutConfirm).toBe('確定要登出嗎？');
    expect(typeof messages.shell).toBe('object');
    expect(typeof messages.pages).toBe('object');
  });
});
