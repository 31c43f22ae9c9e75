// Checkout reference data and opening balances of the demo shop (issue 12). Store, company and coupon names
// are made up for the demo; donation codes are the organisations' published 愛心碼.
import { eq } from 'drizzle-orm';
import type { Database } from '../src/database.ts';
import {
  companyNames,
  coupons,
  creditLedger,
  donationOrganisations,
  members,
  pointLedger,
  sevenElevenStores,
} from '../src/schema/index.ts';
import { DEMO_MEMBERS } from './accounts.ts';

type StoreRow = typeof sevenElevenStores.$inferInsert;
const store = (
  store_id: string,
  store_name: string,
  zipcode: string,
  city: string,
  district: string,
  road: string,
) =>
  ({
    store_id,
    store_name,
    zipcode,
    city,
    district,
    address: `${city}${district}${road}`,
  }) satisfies StoreRow;

/** 7-ELEVEN stores over the six largest cities and a few counties (demo names, real districts and zip codes). */
export const SEVEN_ELEVEN_STORES: readonly StoreRow[] = [
  store('201001', '米瑞中正門市', '100', '臺北市', '中正區', '忠孝西路一段 45 號'),
  store('201002', '米瑞大安門市', '106', '臺北市', '大安區', '復興南路一段 219 號'),
  store('201003', '米瑞信義門市', '110', '臺北市', '信義區', '松仁路 100 號'),
  store('201004', '米瑞中山門市', '104', '臺北市', '中山區', '南京東路二段 8 號'),
  store('201005', '米瑞內湖門市', '114', '臺北市', '內湖區', '成功路四段 188 號'),
  store('202001', '米瑞板橋門市', '220', '新北市', '板橋區', '文化路一段 266 號'),
  store('202002', '米瑞新店門市', '231', '新北市', '新店區', '北新路三段 90 號'),
  store('202003', '米瑞三重門市', '241', '新北市', '三重區', '重新路四段 12 號'),
  store('202004', '米瑞淡水門市', '251', '新北市', '淡水區', '中正路 153 號'),
  store('203001', '米瑞桃園門市', '330', '桃園市', '桃園區', '中正路 1071 號'),
  store('203002', '米瑞中壢門市', '320', '桃園市', '中壢區', '中央西路二段 36 號'),
  store('204001', '米瑞東門門市', '300', '新竹市', '東區', '光復路二段 101 號'),
  store('204002', '米瑞竹北門市', '302', '新竹縣', '竹北市', '光明六路 57 號'),
  store('205001', '米瑞西屯門市', '407', '臺中市', '西屯區', '台灣大道三段 301 號'),
  store('205002', '米瑞北屯門市', '406', '臺中市', '北屯區', '崇德路二段 180 號'),
  store('205003', '米瑞豐原門市', '420', '臺中市', '豐原區', '中正路 230 號'),
  store('206001', '米瑞彰化門市', '500', '彰化縣', '彰化市', '中山路二段 520 號'),
  store('207001', '米瑞東區門市', '701', '臺南市', '東區', '長榮路一段 85 號'),
  store('207002', '米瑞永康門市', '710', '臺南市', '永康區', '中華路 425 號'),
  store('208001', '米瑞左營門市', '813', '高雄市', '左營區', '博愛二路 366 號'),
  store('208002', '米瑞苓雅門市', '802', '高雄市', '苓雅區', '四維三路 6 號'),
  store('208003', '米瑞鳳山門市', '830', '高雄市', '鳳山區', '光復路二段 132 號'),
  store('209001', '米瑞宜蘭門市', '260', '宜蘭縣', '宜蘭市', '神農路二段 28 號'),
  store('210001', '米瑞花蓮門市', '970', '花蓮縣', '花蓮市', '中山路 366 號'),
];

/** Made-up companies whose 統一編號 pass the checksum (get-company-name-by-sn). */
export const COMPANY_NAMES: readonly (typeof companyNames.$inferInsert)[] = [
  { tax_number: '53128701', company_name: '米瑞法生技股份有限公司' },
  { tax_number: '24681353', company_name: '晨光美學顧問有限公司' },
  { tax_number: '83261542', company_name: '青禾設計工作室有限公司' },
  { tax_number: '42571934', company_name: '遠航數位科技股份有限公司' },
  { tax_number: '60213843', company_name: '日和診所' },
  { tax_number: '91347522', company_name: '海波國際貿易有限公司' },
];

export const DONATION_ORGANISATIONS: readonly (typeof donationOrganisations.$inferInsert)[] = [
  { donate_code: '919', donate_name: '財團法人創世社會福利基金會', sort: 1 },
  { donate_code: '8585', donate_name: '財團法人台灣兒童暨家庭扶助基金會', sort: 2 },
  { donate_code: '25885', donate_name: '財團法人伊甸社會福利基金會', sort: 3 },
];

const COUPON_START = new Date('2025-01-01T00:00:00+08:00');
const COUPON_END = new Date('2027-12-31T23:59:59+08:00');

export const DEMO_COUPONS: readonly (typeof coupons.$inferInsert)[] = [
  {
    coupon_code: 'WELCOME150',
    coupon_name: '新會員滿 $650 折 $150',
    coupon_kind: 'amount',
    coupon_value: 150,
    min_spend: 650,
    per_member_limit: 1,
    starts_at: COUPON_START,
    ends_at: COUPON_END,
  },
  {
    coupon_code: 'GLOW10',
    coupon_name: '全館滿 $1,500 享 9 折',
    coupon_kind: 'rate',
    coupon_value: 10,
    min_spend: 1500,
    per_member_limit: 2,
    total_limit: 500,
    starts_at: COUPON_START,
    ends_at: COUPON_END,
  },
  {
    coupon_code: 'LAST20',
    coupon_name: '限量 20 張 滿 $1,000 折 $200',
    coupon_kind: 'amount',
    coupon_value: 200,
    min_spend: 1000,
    per_member_limit: 1,
    total_limit: 20,
    starts_at: COUPON_START,
    ends_at: COUPON_END,
  },
];

/** Opening points and shopping credit per tier: higher tiers have bought more and earned more. */
export const OPENING_BALANCES: Readonly<Record<number, { points: number; credit: number }>> = {
  0: { points: 120, credit: 0 },
  1: { points: 680, credit: 100 },
  2: { points: 2350, credit: 300 },
  3: { points: 6800, credit: 500 },
  99: { points: 0, credit: 0 },
};

const chainStore = (chain: 'family' | 'hilife', ...fields: Parameters<typeof store>) => ({
  ...store(...fields),
  chain,
});

/** 全家 stores (6-digit ids, as ECPay's FAMI/FAMIC2C store ids are); demo names, real districts. */
export const FAMILY_MART_STORES: readonly StoreRow[] = [
  chainStore('family', '006001', '全家米瑞中正店', '100', '臺北市', '中正區', '重慶南路一段 10 號'),
  chainStore('family', '006002', '全家米瑞大安店', '106', '臺北市', '大安區', '敦化南路二段 76 號'),
  chainStore('family', '006003', '全家米瑞板橋店', '220', '新北市', '板橋區', '文化路一段 188 號'),
  chainStore('family', '006004', '全家米瑞西屯店', '407', '臺中市', '西屯區', '台灣大道三段 99 號'),
  chainStore('family', '006005', '全家米瑞苓雅店', '802', '高雄市', '苓雅區', '四維三路 6 號'),
];

/** 萊爾富 stores (4-digit ids, as ECPay's HILIFE/HILIFEC2C store ids are); demo names, real districts. */
export const HI_LIFE_STORES: readonly StoreRow[] = [
  chainStore('hilife', '2001', '萊爾富米瑞信義店', '110', '臺北市', '信義區', '基隆路一段 155 號'),
  chainStore('hilife', '2002', '萊爾富米瑞新莊店', '242', '新北市', '新莊區', '中正路 320 號'),
  chainStore('hilife', '2003', '萊爾富米瑞桃園店', '330', '桃園市', '桃園區', '中正路 58 號'),
  chainStore('hilife', '2004', '萊爾富米瑞東區店', '701', '臺南市', '東區', '東門路二段 89 號'),
];

export async function seedCheckout(db: Database): Promise<void> {
  await db
    .insert(sevenElevenStores)
    .values([...SEVEN_ELEVEN_STORES, ...FAMILY_MART_STORES, ...HI_LIFE_STORES]);
  await db.insert(companyNames).values([...COMPANY_NAMES]);
  await db.insert(donationOrganisations).values([...DONATION_ORGANISATIONS]);
  await db.insert(coupons).values([...DEMO_COUPONS]);
  await seedOpeningBalances(db);
}

async function seedOpeningBalances(db: Database): Promise<void> {
  for (const demo of DEMO_MEMBERS) {
    const [member] = await db
      .select({ member_id: members.member_id })
      .from(members)
      .where(eq(members.member_mobile, demo.mobile));
    const opening = OPENING_BALANCES[demo.tier];
    if (!member || !opening) continue;
    const entry = { member_id: member.member_id, seq: 1, reason: 'opening', note: '期初餘額' };
    if (opening.points > 0)
      await db.insert(pointLedger).values({ ...entry, delta: opening.points, balance_after: opening.points });
    if (opening.credit > 0)
      await db
        .insert(creditLedger)
        .values({ ...entry, delta: opening.credit, balance_after: opening.credit });
  }
}
