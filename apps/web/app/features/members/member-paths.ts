// The member pages in both readings of member-area-and-tools.md §2.1: reading A under /member/{page}
// (the route table) and reading B's top-level paths (links and the access guard). routes.ts builds one
// route per path from this table; the member navigation links to each page's first reading-B path.

export type MemberPageKey =
  | 'membercenter'
  | 'orders'
  | 'orderDetail'
  | 'points'
  | 'coupons'
  | 'cash'
  | 'favourites'
  | 'purchaseHistory'
  | 'giftVouchers'
  | 'modify'
  | 'mobile'
  | 'changePassword'
  | 'messages'
  | 'messageDetail'
  | 'routineHistory'
  | 'faceTestRecords'
  | 'faceTestRecordDetail'
  | 'membercenter2005'
  | 'giftZone'
  | 'memberBenefit';

export interface MemberPagePaths {
  key: MemberPageKey;
  /** Route module under routes/members/. */
  module: string;
  /** Paths without a leading slash; the first is the one the navigation links to. */
  paths: readonly string[];
  /** Shown in the member navigation. */
  nav: boolean;
}

export const MEMBER_PAGES: readonly MemberPagePaths[] = [
  {
    key: 'membercenter',
    module: 'member-center.tsx',
    paths: ['membercenter', 'member/membercenter'],
    nav: true,
  },
  {
    key: 'orders',
    module: 'orders.tsx',
    paths: [
      'membercenter_list',
      'membercenter_list_all',
      'member/membercenter_list',
      'member/membercenter_list-all',
    ],
    nav: true,
  },
  {
    key: 'orderDetail',
    module: 'order-detail.tsx',
    paths: ['membercenter_list-all/:ordermain_id', 'member/membercenter_list-all/:ordermain_id'],
    nav: false,
  },
  {
    key: 'points',
    module: 'points.tsx',
    paths: ['membercenter_points', 'member/membercenter_points'],
    nav: true,
  },
  {
    key: 'coupons',
    module: 'coupons.tsx',
    paths: ['couponlist', 'member/membercenter_couponlist'],
    nav: true,
  },
  // Paths match without regard to case, so member/Membercenter_cash also answers member/membercenter_cash.
  { key: 'cash', module: 'cash.tsx', paths: ['membercenter_cash', 'member/Membercenter_cash'], nav: true },
  {
    key: 'favourites',
    module: 'favourites.tsx',
    paths: ['membercenter_favorite', 'member/membercenter_favorite'],
    nav: true,
  },
  {
    key: 'purchaseHistory',
    module: 'purchase-history.tsx',
    paths: ['membercenter_purchasehistory', 'member/membercenter_purchasehistory'],
    nav: true,
  },
  {
    key: 'giftVouchers',
    module: 'gift-vouchers.tsx',
    paths: ['membercenter_giftvoucher', 'member/membercenter_giftvoucher'],
    nav: true,
  },
  {
    key: 'messages',
    module: 'messages.tsx',
    paths: ['membercenter_message', 'member/membercenter_message'],
    nav: true,
  },
  {
    key: 'messageDetail',
    module: 'message-detail.tsx',
    paths: ['message_detail/:sno', 'member/membercenter_message_detail/:sno'],
    nav: false,
  },
  {
    key: 'modify',
    module: 'profile.tsx',
    paths: ['membercenter_modify', 'member/membercenter_modify'],
    nav: true,
  },
  {
    key: 'mobile',
    module: 'mobile-change.tsx',
    paths: ['membercenter_mobile', 'member/membercenter_mobile'],
    nav: true,
  },
  {
    key: 'changePassword',
    module: 'change-password.tsx',
    paths: ['membercenter_changepassword', 'member/membercenter_changepassword'],
    nav: true,
  },
  {
    key: 'routineHistory',
    module: 'routine-history.tsx',
    paths: ['customer_routine_history_list', 'member/membercenter_customer_routine_finder'],
    nav: false,
  },
  {
    key: 'faceTestRecords',
    module: 'face-test-records.tsx',
    paths: ['member/get_face_test_play_records'],
    nav: false,
  },
  {
    key: 'faceTestRecordDetail',
    module: 'face-test-record-detail.tsx',
    paths: ['member/get_face_test_play_records_detail/:id', 'member/get_face_test_play_records_detail'],
    nav: false,
  },
  {
    key: 'membercenter2005',
    module: 'membercenter-2005.tsx',
    paths: ['member/membercenter_2005'],
    nav: false,
  },
  // The gift zone and the benefits page are open to guests (§2.1); /gift3-5 is where gift3-5.php lands.
  { key: 'giftZone', module: 'gift-zone.tsx', paths: ['gift3_5', 'gift3-5', 'member/gift3_5'], nav: true },
  { key: 'memberBenefit', module: 'member-benefit.tsx', paths: ['member-benefit'], nav: false },
];

/** The page of a route id ('members:{key}:{path}'). */
export function memberPageKeyOfRouteId(routeId: string): MemberPageKey | null {
  const [domain, key] = routeId.split(':');
  return domain === 'members' ? ((key as MemberPageKey) ?? null) : null;
}

export function memberRouteId(key: MemberPageKey, path: string): string {
  return `members:${key}:${path}`;
}

export function memberPagePath(key: MemberPageKey): string {
  const page = MEMBER_PAGES.find((p) => p.key === key);
  return `/${page?.paths[0] ?? ''}`;
}
