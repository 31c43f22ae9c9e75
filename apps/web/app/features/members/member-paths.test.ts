import { describe, expect, it } from 'vitest';
import { isLoginTypePath, isProtectedPath, isReturnablePath } from '../../lib/access-guard';
import { MEMBER_PAGES, memberPageKeyOfRouteId, memberPagePath, memberRouteId } from './member-paths';

const ALL_PATHS = MEMBER_PAGES.flatMap((page) => page.paths.map((path) => path.toLowerCase()));

describe('member pages in both readings (member-area §2.1)', () => {
  it('has a route under /member/ for every page name of reading A', () => {
    const readingA = [
      'membercenter',
      'membercenter_2005',
      'membercenter_changepassword',
      'membercenter_couponlist',
      'membercenter_customer_routine_finder',
      'membercenter_favorite',
      'membercenter_giftvoucher',
      'membercenter_list',
      'membercenter_list-all',
      'membercenter_message',
      'membercenter_message_detail/:sno',
      'membercenter_mobile',
      'membercenter_modify',
      'membercenter_points',
      'membercenter_purchasehistory',
      'Membercenter_cash',
      'gift3_5',
      'get_face_test_play_records',
      'get_face_test_play_records_detail',
    ];
    for (const name of readingA) expect(ALL_PATHS).toContain(`member/${name}`.toLowerCase());
  });

  it('has every top-level path of reading B, the gift zone spellings and /member-benefit', () => {
    const readingB = [
      'membercenter',
      'membercenter_list',
      'membercenter_list_all',
      'membercenter_list-all/:ordermain_id',
      'membercenter_points',
      'couponlist',
      'membercenter_cash',
      'membercenter_favorite',
      'membercenter_purchasehistory',
      'membercenter_modify',
      'membercenter_mobile',
      'membercenter_changepassword',
      'message_detail/:sno',
      'customer_routine_history_list',
      'member-benefit',
      'gift3_5',
      'gift3-5',
    ];
    for (const path of readingB) expect(ALL_PATHS).toContain(path);
  });

  it('never declares one path twice (paths match without regard to case)', () => {
    expect(new Set(ALL_PATHS).size).toBe(ALL_PATHS.length);
  });

  it('keeps the gift zone and benefits page open to guests and guards the message pages', () => {
    expect(isProtectedPath('/gift3_5')).toBe(false);
    expect(isProtectedPath('/gift3-5')).toBe(false);
    expect(isProtectedPath('/member-benefit')).toBe(false);
    expect(isProtectedPath('/message_detail/12')).toBe(true);
    expect(isProtectedPath('/membercenter_message')).toBe(true);
  });

  it('finds a page from its route id and links to its first path', () => {
    expect(memberPageKeyOfRouteId(memberRouteId('messageDetail', 'message_detail/:sno'))).toBe(
      'messageDetail',
    );
    expect(memberPageKeyOfRouteId('shop-path')).toBeNull();
    expect(memberPagePath('coupons')).toBe('/couponlist');
  });

  it('treats /forgot-password as a login-type page, never returned to after logging in', () => {
    expect(isLoginTypePath('/forgot-password')).toBe(true);
    expect(isReturnablePath('/forgot-password')).toBe(false);
  });
});
