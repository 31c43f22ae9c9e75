import type { news } from '../src/schema/index.ts';

type NewsRow = Omit<typeof news.$inferInsert, 'news_id'>;

export interface NewsSeed {
  date: string;
  title: string;
  colour: string;
  summary: string;
  body: string[];
  link?: [label: string, href: string];
  hidden?: true;
}

export function newsImageName(number: number): string {
  return `demo-news-${number}.webp`;
}

export const NEWS: readonly NewsSeed[] = [
  {
    date: '2026-01-05',
    title: '新年煥新保養祭 全館滿額贈',
    colour: '#d4544a',
    summary: '新的一年從保養開始！即日起全館單筆滿$2,000即贈旅行瓶兩入，數量有限。',
    body: [
      '迎接2026年，我們準備了人氣精華的旅行瓶作為新年禮物。活動期間單筆消費滿$2,000，即可任選兩款旅行瓶，滿$4,000再加贈保濕面膜一盒。',
      '贈品將隨訂單一同出貨，數量有限送完為止。',
    ],
    link: ['立即選購', '/monthly-campaign'],
  },
  {
    date: '2026-01-20',
    title: '農曆春節出貨與客服時間公告',
    colour: '#b5473a',
    summary: '春節期間出貨與客服服務時間調整，請提早下單以免延誤。',
    body: [
      '2月14日至2月22日春節連假期間暫停出貨，連假前最後出貨日為2月13日中午12點前完成付款的訂單。',
      '客服信箱與線上留言照常受理，將於2月23日起依序回覆，造成不便敬請見諒。',
    ],
  },
  {
    date: '2026-02-10',
    title: '情人節限定 亮白雙人禮盒',
    colour: '#c2456f',
    summary: '維他命C精華與亮白化妝水的浪漫組合，附手寫卡片與禮盒包裝。',
    body: [
      '情人節限定禮盒收錄15%維他命C亮白精華與維他命C亮白化妝水，以粉色禮盒包裝並附上手寫卡片。',
      '2月14日前完成訂購，台灣本島皆可於節日前送達。',
    ],
    link: ['看禮盒', '/c-plus'],
  },
  {
    date: '2026-03-03',
    title: '25%維他命C高濃度精華 新品上市',
    colour: '#ef8a22',
    summary: '維他命C系列最高濃度登場，首購享85折並加贈亮白面膜體驗包。',
    body: [
      '研發團隊耗時兩年，在高濃度與穩定性之間取得平衡，推出25%維他命C高濃度精華，適合已有維他命C保養習慣的肌膚。',
      '上市首月會員首購享85折，並加贈維他命C亮白晶凍面膜體驗包。',
    ],
    link: ['了解新品', '/c-plus/vitamin-c-serum-25'],
  },
  {
    date: '2026-03-25',
    title: '會員點數加倍活動 開跑',
    colour: '#c6952d',
    summary: '活動期間消費享雙倍點數回饋，點數折抵無上限。',
    body: [
      '3月25日至4月7日，會員於官網消費皆可獲得雙倍點數，點數於鑑賞期後入帳。',
      '累積的點數可於點數兌換專區折抵消費或兌換指定商品，沒有使用上限。',
    ],
    link: ['點數兌換', '/pc-point'],
  },
  {
    date: '2026-04-15',
    title: '春季換季保養講座 開放報名',
    colour: '#79a487',
    summary: '由品牌保養顧問分享換季不穩定肌膚的照顧方式，名額有限。',
    body: [
      '換季時肌膚容易泛紅、乾癢，本次講座將說明屏障修護的原理，並現場示範舒緩保養步驟。',
      '講座於4月26日下午在台北舉辦，報名成功的會員可獲得舒緩修護面膜一盒。',
    ],
  },
  {
    date: '2026-05-01',
    title: '母親節感恩特惠 抗老禮盒限量登場',
    colour: '#c4847a',
    summary: '專研抗老三部曲禮盒限量供應，加購提袋與賀卡。',
    body: [
      '把完整的抗老步驟送給媽媽：純A醇精華、胜肽緊緻精華與抗老修護晚霜一次到位。',
      '活動期間禮盒享特價，並可免費加購質感提袋與母親節賀卡。',
    ],
    link: ['選購禮盒', '/clinical/anti-aging-gift-set'],
  },
  {
    date: '2026-05-28',
    title: '防曬季開跑 滿額送全效防曬禮盒',
    colour: '#2f84c6',
    summary: '單筆滿$3,000送全效防曬禮盒（價值$2425），陪你度過整個夏天。',
    body: [
      '夏季紫外線強烈，防曬是最重要的保養。活動期間單筆消費滿$3,000，即贈全效防曬禮盒一組，價值$2425。',
      '禮盒內含清爽型與保濕型防曬乳各一，以及舒緩修護面膜，數量有限送完為止。',
    ],
    link: ['挑選防曬', '/search/防曬'],
  },
  {
    date: '2026-06-18',
    title: '年中慶 全館最低75折',
    colour: '#b23e7b',
    summary: '年度最大檔期，熱銷精華與乳霜同步優惠，會員再享點數回饋。',
    body: [
      '6月18日至6月30日年中慶，全館商品最低75折，熱銷前十名商品限時再折$100。',
      '活動期間結帳滿$1,500免運，會員另享點數1.5倍回饋。',
    ],
    link: ['年中慶會場', '/hot-sale'],
  },
  {
    date: '2026-07-10',
    title: '官網系統維護公告',
    colour: '#5b6473',
    summary: '7月15日凌晨進行系統升級，期間將暫停購物與會員服務。',
    body: [
      '為提供更穩定的購物體驗，官網將於7月15日凌晨2點至5點進行系統維護，期間暫停下單與會員登入。',
      '維護完成後所有服務將恢復正常，若有任何問題歡迎聯繫客服。',
    ],
  },
  {
    date: '2026-08-03',
    title: '父親節 男士控油保養推薦',
    colour: '#3f4a9a',
    summary: '簡單三步驟，幫爸爸找回清爽好氣色。',
    body: [
      '男性肌膚皮脂分泌旺盛、毛孔較明顯。我們推薦控油潔面凝膠、平衡控油化妝水與清爽抗老防曬乳，三步驟就能完成日常保養。',
      '父親節期間購買男士保養組合，加贈旅行瓶一入。',
    ],
    link: ['男士保養', '/for-men'],
  },
  {
    date: '2026-08-30',
    title: '一對一肌膚諮詢 新增週末時段',
    colour: '#23988a',
    summary: '應會員熱烈要求，線上肌膚諮詢開放週六時段。',
    body: [
      '由專業保養顧問透過視訊了解你的膚況與生活習慣，給予個人化保養建議。',
      '自9月起週六也開放預約，時段與平日相同（上午10點至晚上8點），會員可於官網線上預約。',
    ],
    link: ['立即預約', '/consultation1on1'],
  },
  {
    date: '2026-09-22',
    title: '秋季修護系列 新包裝登場',
    colour: '#8a6bc1',
    summary: '修護保濕系列換上環保新包裝，配方不變、更好回收。',
    body: [
      '修護保濕系列改用含30%再生塑料的瓶身，並以大豆油墨印刷外盒，減少對環境的負擔。',
      '新舊包裝將於過渡期間隨機出貨，內容物與配方完全相同，請安心選購。',
    ],
    link: ['修護保濕系列', '/skin-recovery'],
  },
  {
    date: '2026-10-15',
    title: '雙11購物節 預告搶先看',
    colour: '#e0735f',
    summary: '雙11活動即將開始，先加入收藏清單，開賣第一時間不錯過。',
    body: [
      '今年雙11將推出限量福袋與全館滿額贈，會員更可提前一天進場。',
      '現在就把想買的商品加入收藏，活動開始時將收到站內訊息通知。',
    ],
  },
  {
    date: '2026-11-01',
    title: '雙11全館活動 正式開跑',
    colour: '#d4544a',
    summary: '全館商品8折起、滿額再折，限量福袋開搶。',
    body: [
      '11月1日至11月11日，全館商品8折起，單筆滿$3,000再折$300。',
      '限量福袋內含價值$4,000以上的正貨商品，每位會員限購一組。',
    ],
    link: ['前往會場', '/monthly-campaign'],
  },
  {
    date: '2026-11-18',
    title: '成分檢測器 全新拍照辨識功能上線',
    colour: '#2f84c6',
    summary: '拍下成分表即可自動辨識，一鍵分析保養品成分。',
    body: [
      '成分檢測器新增拍照辨識功能，只要拍下產品背面的成分表，系統就會自動辨識並標示每個成分的作用與注意事項。',
      '分析結果可儲存於歷史紀錄，也能分享給朋友。',
    ],
    link: ['開始檢測', '/beautypedia-ingredient-checker'],
  },
  {
    date: '2026-12-01',
    title: '聖誕節禮盒 預購開跑（草稿）',
    colour: '#23988a',
    summary: '聖誕限定禮盒即將開放預購。',
    body: ['聖誕限定禮盒內容與價格將於近期公布。'],
    hidden: true,
  },
];

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function newsHtml(item: NewsSeed): string {
  const paragraphs = item.body.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (item.link)
    paragraphs.push(`<p><a href="${encodeURI(item.link[1])}">${escapeHtml(item.link[0])} &gt;</a></p>`);
  return paragraphs.join('\n');
}

/** Publication time 10:00 in Taipei on the given day. */
export function taipeiMorning(date: string): Date {
  return new Date(`${date}T10:00:00+08:00`);
}

export const NEWS_ROWS: NewsRow[] = NEWS.map((item, i) => ({
  news_title: item.title,
  news_img: newsImageName(i + 1),
  news_summary: item.summary,
  news_content: newsHtml(item),
  news_date: taipeiMorning(item.date),
  news_show: item.hidden ? 0 : 1,
}));
