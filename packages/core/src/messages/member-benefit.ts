// /member-benefit (member-area-and-tools.md §2.1 "2025 member benefits page"): the programme page's wording.
// Numbers (thresholds, rates, days, months) come from the tier settings and core rules, never typed here.
import { APPRECIATION_DAYS_HOME_DELIVERY, APPRECIATION_DAYS_STORE_PICKUP } from '../constants.ts';
import { RENEWAL_CUTOFF_DAYS } from '../members/member-center.ts';
import { TIER_TERM_MONTHS } from '../members/tiers.ts';
import { formatPrice } from '../money/currency.ts';

const ntd = (amount: number) => formatPrice(amount);

export const memberBenefitMessages = {
  heroEyebrow: 'BEAUTY MEMBERSHIP 2025',
  heroTitle: '2025全新會員福利',
  heroBody: (rate: number) =>
    `消費累積自動升等，點數回饋最高${rate}%，生日禮、升等禮、續等禮與每月專屬好禮，越保養越有感。`,
  tiersHeading: '會員等級',
  tiersSwipeHint: '左右滑動查看各等級',
  yourTier: '您目前的等級',
  entryFree: '註冊即享',
  entrySpend: (amount: number) => `年度消費滿${ntd(amount)}`,
  pointRate: (rate: number) => `${rate}%點數回饋`,
  compareHeading: '等級權益比較',
  compareCaption: '各會員等級權益比較',
  rows: {
    entry: '入會門檻',
    points: '點數回饋',
    birthday: '生日禮',
    upgrade: '升等禮',
    renewal: '續等禮',
    monthly: '月月領禮',
    term: '會籍效期',
  },
  benefitColumn: '權益',
  pointsValue: (rate: number) => `每消費NT$100回饋${rate}點`,
  none: '—',
  termForever: '永久有效',
  termMonths: (months: number) => `${months}個月`,
  termRenew: (months: number, amount: number) => `${months}個月，效期內消費滿${ntd(amount)}續等`,
  countingHeading: '消費金額怎麼算',
  countingItems: [
    `訂單出貨後須經過鑑賞期才列入累積：宅配${APPRECIATION_DAYS_HOME_DELIVERY}天、超商取貨${APPRECIATION_DAYS_STORE_PICKUP}天，且無退貨或退款紀錄。`,
    '累積以商品實付金額計算，不含運費；點數依您當下的等級回饋比例於鑑賞期後入帳。',
    `會籍年度自入會或升等當日起算${TIER_TERM_MONTHS}個月，年度內累積達下一等級門檻即自動升等，並重新起算${TIER_TERM_MONTHS}個月。`,
    `會籍到期前${RENEWAL_CUTOFF_DAYS}天起，會員中心會提醒您續等所需的金額；年度結束時累積金額歸零重新計算。`,
  ],
  faqHeading: '常見問題',
  faq: [
    {
      q: '如何成為會員？',
      a: '免費註冊即成為一般會員，立即享有點數回饋與生日禮。',
    },
    {
      q: '升等禮和續等禮怎麼領？',
      a: '升等或續等後，於會員禮贈領取專區選擇禮品，禮品將隨您的下一筆訂單一同寄出。',
    },
    {
      q: '會籍到期沒有達到續等金額會怎樣？',
      a: '會依您該年度累積的金額調整為相符的等級，並重新起算新的會籍年度。',
    },
    {
      q: '生日禮什麼時候可以領？',
      a: '生日當月登入會員即可於會員禮贈領取專區領取，數量有限，送完為止。',
    },
  ],
  joinCta: '立即加入會員',
  loginCta: '已是會員？登入',
  giftCta: '前往會員禮領取',
  memberGreeting: (name: string, tier: string) => `${name}，您目前是${tier}`,
  loading: '會員等級載入中…',
  loadFailed: '會員等級暫時無法載入，請稍後再試',
  retry: '重新載入',
  metaDescription:
    '2025全新會員福利：一般會員、白金卡、鑽石卡、黑鑽卡四大等級，點數回饋、生日禮、升等禮、續等禮與月月領禮一次看。',
} as const;
