import type { ContentBlock, contentPages } from '../src/schema/index.ts';
import { colourOf, defineArt, numbersOf } from './art.ts';
import { BRAND, HOT_PRODUCT_HREFS } from './catalogue.ts';

// Pages of the small CMS whose content the spec does not show: about, campaign, landing and utility
// pages. The FAQ pages are in faq.ts. HTML here is sanitized when seeded.

export type ContentPageSeed = Omit<typeof contentPages.$inferInsert, 'page_id' | 'updated_at'> & {
  blocks?: ContentBlock[];
};

/** Paragraphs; a list passed in stays a block of its own (a list inside <p> is not valid HTML). */
const p = (...paragraphs: string[]) =>
  paragraphs.map((text) => (text.startsWith('<ul') ? text : `<p>${text}</p>`)).join('\n');
const section = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>\n${p(...paragraphs)}`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

const hero = (key: string, series: string, hrefs: string[] = []) =>
  defineArt(`page-${key}`, { colour: colourOf(series), products: numbersOf(...hrefs) });

const ABOUT_PAGES: ContentPageSeed[] = [
  {
    slug: 'about-us',
    aliases: ['about_us'],
    title: '品牌故事',
    summary: `${BRAND.name}相信，好的保養來自誠實的配方與公開的科學研究。`,
    hero_image: hero('about-us', 'calm', ['calm/calm-serum', 'c-plus/vitamin-c-serum-15']),
    content_html: [
      section(
        '從一個簡單的問題開始',
        '2012年，幾位在皮膚科診所與化妝品實驗室工作的夥伴發現：市面上許多保養品把預算花在香氣與包裝，真正對肌膚有幫助的成分卻只有微量。',
        `於是我們成立了${BRAND.name}，堅持每一支產品都不含人工香料、色素與已知刺激成分，並公開主要成分的濃度。`,
      ),
      section(
        '我們的三個承諾',
        list([
          '<strong>聰明</strong>：依據已發表的研究選擇成分與濃度，不追逐一時的話題。',
          '<strong>安全</strong>：所有配方皆通過皮膚科醫師測試，敏弱肌也能安心使用。',
          '<strong>有效</strong>：在穩定的配方中提供足以發揮作用的濃度，讓改變看得見。',
        ]),
      ),
      section(
        '與你一起了解肌膚',
        '除了產品，我們也透過<a href="/skincare-advice">保養新知</a>、<a href="/ingredient-dictionary">成分字典</a>與一對一肌膚諮詢，陪你找到真正適合自己的保養方式。',
      ),
    ].join('\n'),
    seo_title: `品牌故事｜${BRAND.name}`,
    seo_description: `${BRAND.name}堅持不含人工香料、色素與刺激成分，以公開的科學研究為依據，打造聰明、安全、有效的保養品。`,
  },
  {
    slug: 'about-lab',
    aliases: ['about_lab'],
    title: '研發實驗室',
    summary: '從原料篩選到穩定性測試，每一支產品都經過上百次調整。',
    hero_image: hero('about-lab', 'clinical', ['clinical/retinol-1-serum']),
    content_html: [
      section(
        '原料篩選',
        '每一種成分在進入配方前，都要先確認其來源、純度與安全性資料，並比對已發表的研究，確認有效濃度範圍。',
      ),
      section(
        '穩定性與相容性測試',
        '成品需經過高溫、低溫與光照等加速測試，並確認包材不會與配方反應，確保打開到用完都維持品質。',
      ),
      section(
        '人體使用測試',
        '上市前由皮膚科醫師監督進行人體刺激性測試，並邀請不同膚質的使用者試用四週以上。',
      ),
    ].join('\n'),
    seo_title: `研發實驗室｜${BRAND.name}`,
    seo_description: '從原料篩選、穩定性測試到人體使用測試，了解米瑞法肌研所如何研發每一支產品。',
  },
  {
    slug: 'about-formula',
    aliases: ['about_formula'],
    title: '配方理念',
    summary: '不添加的，和一定要添加的，一樣重要。',
    hero_image: hero('about-formula', 'skin-recovery'),
    content_html: [
      section(
        '我們不添加',
        list(['人工香料與香精', '人工色素', '酒精（作為溶劑的高比例乙醇）', '已知易致敏的防腐劑']),
      ),
      section('我們一定添加', '足量的有效成分，以及幫助肌膚維持屏障的保濕與舒緩成分，讓效果與舒適度兼顧。'),
    ].join('\n'),
    seo_title: `配方理念｜${BRAND.name}`,
    seo_description: '不含人工香料、色素與刺激成分，並添加足量有效成分：米瑞法肌研所的配方理念。',
  },
  {
    slug: 'about-sustainability',
    aliases: ['about_sustainability'],
    title: '永續行動',
    summary: '減少包材、使用再生塑料，從每一個細節做起。',
    hero_image: hero('about-sustainability', 'calm'),
    content_html: [
      section('包材減量', '2024年起取消產品外盒的塑膠膜，並改用單一材質，方便回收。'),
      section('再生塑料瓶身', '修護保濕系列率先採用含30%再生塑料的瓶身，2027年前將擴及全系列。'),
      section('空瓶回收計畫', '門市與官網訂單皆可回收空瓶，每回收5支即可兌換點數。'),
    ].join('\n'),
    seo_title: `永續行動｜${BRAND.name}`,
    seo_description: '減少包材、採用再生塑料與空瓶回收：米瑞法肌研所的永續行動。',
  },
  {
    slug: 'about-beautypedia',
    aliases: ['about_beautypedia'],
    title: '關於美麗百科',
    summary: '用簡單的語言，把保養的科學說清楚。',
    hero_image: hero('about-beautypedia', 'calm'),
    content_html: [
      section(
        '美麗百科是什麼？',
        '美麗百科整合了<a href="/ingredient-dictionary">成分字典</a>、<a href="/beautypedia-ingredient-checker">成分檢測器</a>與<a href="/skincare-advice">保養新知</a>，幫助你看懂成分表、選對產品。',
      ),
      section('內容如何產生？', '每篇內容由保養顧問撰寫，並經顧問團醫師審閱，引用的研究皆列於文末。'),
    ].join('\n'),
    seo_title: `美麗百科｜${BRAND.name}`,
    seo_description: '成分字典、成分檢測器與保養新知：用簡單的語言，把保養的科學說清楚。',
  },
  {
    slug: 'advisory-board',
    title: '專業顧問團',
    summary: '由皮膚科醫師、藥師與化妝品化學家組成的顧問團，審閱每一項產品與內容。',
    hero_image: hero('advisory-board', 'clinical'),
    content_html: [
      section(
        '顧問團成員',
        list([
          '<strong>林醫師</strong>｜皮膚科專科醫師，專長痘痘與敏感性肌膚治療。',
          '<strong>陳藥師</strong>｜臨床藥師，負責成分安全性與交互作用審閱。',
          '<strong>黃博士</strong>｜化妝品化學博士，專長配方穩定性與經皮吸收研究。',
          '<strong>吳營養師</strong>｜註冊營養師，分享飲食與肌膚健康的關係。',
        ]),
      ),
      section('顧問團做什麼', '參與新品開發會議、審閱保養新知內容，並每季舉辦線上講座回答會員問題。'),
    ].join('\n'),
    seo_title: `專業顧問團｜${BRAND.name}`,
    seo_description: '皮膚科醫師、藥師與化妝品化學家組成的專業顧問團，審閱每一項產品與保養內容。',
  },
  {
    slug: 'team',
    title: '團隊介紹',
    summary: '研發、保養顧問與客服團隊，陪你找到最適合的保養。',
    hero_image: hero('team', 'skin-balancing'),
    content_html: [
      section('研發團隊', '由化學家與皮膚科背景成員組成，負責配方開發與品質管理。'),
      section('保養顧問', '提供一對一肌膚諮詢，根據你的膚況與生活習慣給予建議。'),
      section('客服團隊', '週一至週五 9:00-12:00；13:30-17:30，透過電話、信箱與線上客服為你服務。'),
    ].join('\n'),
    seo_title: `團隊介紹｜${BRAND.name}`,
    seo_description: '認識米瑞法肌研所的研發、保養顧問與客服團隊。',
  },
];

const CATALOGUE_PAGES: ContentPageSeed[] = [
  {
    slug: 'skin_care_products',
    aliases: ['skin-care-products'],
    title: '全系列商品',
    summary: '依系列、保養步驟或肌膚需求，找到適合你的產品。',
    hero_image: hero('all-products', 'boost', [...HOT_PRODUCT_HREFS.slice(0, 3)]),
    content_html: p(
      '不確定從哪裡開始？可以先使用<a href="/SkinAnalyzer">AI膚況檢測</a>或<a href="/CustomerRoutineFinder">保養步驟推薦</a>，找到最適合的組合。',
    ),
    seo_title: `全系列商品｜${BRAND.name}`,
    seo_description: '煥膚、抗老、亮白、抗痘、修護與舒緩等11大系列，依需求找到適合你的保養品。',
  },
  {
    slug: 'for-men',
    aliases: ['for_men'],
    title: '男士保養',
    summary: '簡單三步驟，清爽控油不黏膩。',
    hero_image: hero('for-men', 'resist-oily', [
      'resist-oily/resist-oily-cleanser',
      'skin-balancing/balancing-toner',
      'resist-oily/resist-oily-spf50',
    ]),
    content_html: [
      section(
        '男性肌膚的特點',
        '皮脂分泌較旺盛、角質層較厚，刮鬍也容易造成細微刺激，需要清爽又能舒緩的保養。',
      ),
      section('三步驟就夠了', list(['潔顏：控油潔面凝膠', '調理：平衡控油化妝水', '防護：清爽抗老防曬乳'])),
    ].join('\n'),
    blocks: [
      {
        kind: 'products',
        title: '男士推薦',
        hrefs: [
          'resist-oily/resist-oily-cleanser',
          'skin-balancing/balancing-toner',
          'resist-oily/resist-oily-spf50',
        ],
      },
    ],
    seo_title: `男士保養推薦｜${BRAND.name}`,
    seo_description: '男性肌膚出油旺盛、毛孔明顯，三步驟控油保養推薦。',
  },
  {
    slug: 'day-c-night-a',
    aliases: ['day_c_night_a'],
    title: '早C晚A保養法',
    summary: '白天維他命C抗氧化，晚上A醇抗老，讓保養分工更有效率。',
    hero_image: hero('day-c-night-a', 'c-plus', ['c-plus/vitamin-c-serum-15', 'clinical/retinol-1-serum']),
    content_html: [
      section('為什麼早上用C？', '維他命C能中和紫外線與空氣污染帶來的自由基，搭配防曬使用，防護效果加乘。'),
      section('為什麼晚上用A？', 'A醇在夜間肌膚修復時段發揮作用，且避免日光造成的分解與刺激。'),
      section('新手怎麼開始', '先從低濃度開始，A醇每週2至3次，肌膚適應後再逐漸增加頻率，並務必做好保濕。'),
    ].join('\n'),
    blocks: [
      {
        kind: 'products',
        title: '早C晚A組合',
        hrefs: ['c-plus/vitamin-c-serum-15', 'clinical/retinol-1-serum'],
      },
    ],
    seo_title: `早C晚A保養法｜${BRAND.name}`,
    seo_description: '白天維他命C、晚上A醇的保養分工，新手如何開始與注意事項。',
  },
  {
    slug: 'body_event_2025',
    aliases: ['body-event-2025'],
    title: '2025身體保養節',
    summary: '告別雞皮膚！身體煥膚乳限時優惠，加贈旅行瓶。',
    hero_image: hero('body-event-2025', 'exfoliate', ['exfoliate/aha-10-body-lotion']),
    content_html: [
      section('毛孔角化怎麼辦？', '規律使用含果酸的身體乳，搭配保濕，4至6週就能感受到膚觸改變。'),
      section(
        '活動內容',
        list(['10%果酸身體煥膚乳單件9折', '買2件加贈水楊酸旅行瓶', '活動至2025年8月31日止']),
      ),
    ].join('\n'),
    blocks: [{ kind: 'products', title: '活動商品', hrefs: ['exfoliate/aha-10-body-lotion'] }],
    seo_title: `2025身體保養節｜${BRAND.name}`,
    seo_description: '改善毛孔角化與粗糙，身體煥膚乳限時優惠。',
  },
  {
    slug: 'co-fitness-2509',
    title: '運動後保養計畫 × 健身聯名',
    summary: '與健身房聯名推出運動後保養計畫，完成報名即可領取體驗組。',
    hero_image: hero('co-fitness-2509', 'skin-balancing', [
      'skin-balancing/balancing-cleanser',
      'skin-balancing/balancing-toner',
    ]),
    content_html: [
      section(
        '運動後為什麼要保養？',
        '流汗後皮脂與汗水混合，容易堵塞毛孔；及時清潔與補水，能減少痘痘與泛紅。',
      ),
      section('報名方式', '輸入手機號碼並完成簡訊驗證，即可獲得體驗組兌換序號，於合作健身房櫃台領取。'),
    ].join('\n'),
    blocks: [{ kind: 'signup', campaign: 'co-fitness-2509', title: '立即報名領取體驗組' }],
    seo_title: `運動後保養計畫 × 健身聯名｜${BRAND.name}`,
    seo_description: '運動後保養計畫，完成手機驗證即可領取體驗組。',
  },
  {
    slug: 'ProductBanner',
    title: '本月主打商品',
    summary: '本月熱銷與新品一次看。',
    hero_image: hero('product-banner', 'c-plus', [...HOT_PRODUCT_HREFS.slice(0, 3)]),
    content_html: '',
    blocks: [{ kind: 'products', title: '本月主打', hrefs: [...HOT_PRODUCT_HREFS.slice(0, 6)] }],
    seo_title: `本月主打商品｜${BRAND.name}`,
    seo_description: '本月熱銷與新品一次看。',
  },
  {
    slug: 'contact-us',
    aliases: ['contact_us'],
    title: '聯絡我們',
    summary: '有任何問題，歡迎透過表單與我們聯繫，客服將於2個工作天內回覆。',
    content_html: p(
      '客服專線：02-2700-1234｜免付費專線：0800-222-518',
      '服務時間：週一至週五 9:00-12:00；13:30-17:30（國定假日除外）',
      '常見問題請先參考<a href="/qa">FAQ</a>，訂單相關問題請附上訂單編號，以便加速處理。',
    ),
    seo_title: `聯絡我們｜${BRAND.name}`,
    seo_description: '客服專線、服務時間與線上聯絡表單。',
  },
];

const landing = (
  slug: string,
  title: string,
  options: { noindex?: 1; aliases?: string[]; layout?: 'onlybody'; key: string },
): ContentPageSeed => ({
  slug,
  aliases: options.aliases ?? [],
  page_kind: 'landing',
  layout: options.layout ?? 'default',
  title,
  summary: '限時活動，精選保養組合最低7折，會員再享點數回饋。',
  hero_image: hero(options.key, 'c-plus', [
    'c-plus/vitamin-c-toner',
    'c-plus/vitamin-c-serum-25',
    'c-plus/ce-brightening-emulsion',
  ]),
  content_html: [
    section(
      '活動內容',
      list([
        '維他命C亮白系列全系列85折',
        '指定化妝水與精華任選2件9折、3件85折',
        '全館滿$3,000送全效防曬禮盒',
      ]),
    ),
    p('活動商品數量有限，售完為止。本公司保留活動變更之權利。'),
  ].join('\n'),
  blocks: [
    {
      kind: 'products',
      title: '活動商品',
      hrefs: ['c-plus/vitamin-c-serum-15', 'c-plus/vitamin-c-serum-25', 'c-plus/vitamin-c-toner'],
    },
    { kind: 'cta', label: '前往活動會場', href: '/monthly-campaign' },
  ],
  seo_title: `${title}｜${BRAND.name}`,
  seo_description: '限時活動，精選保養組合最低7折。',
  noindex: options.noindex ?? 0,
});

const LANDING_PAGES: ContentPageSeed[] = [
  landing('lp-campaign-tb', '亮白煥采限時活動', { key: 'lp-campaign-tb' }),
  landing('glow-lp-campaign-tb', '亮白煥采 聯名合作專屬活動', { key: 'glow-lp-campaign-tb' }),
  landing('glowTest', '亮白煥采活動（測試頁）', { key: 'glow-test', noindex: 1 }),
  landing('lp-campaign-secret/glow-2509', '會員限定 秘密活動 2025/09', { key: 'secret-2509', noindex: 1 }),
  landing('lp-campaign-secret/glow-2507', '會員限定 秘密活動 2025/07', { key: 'secret-2507', noindex: 1 }),
];

const UTILITY_PAGES: ContentPageSeed[] = [
  {
    slug: 'hidden-export',
    page_kind: 'utility',
    layout: 'onlybody',
    title: '匯出頁',
    content_html: p('此頁面供內部匯出使用。'),
    noindex: 1,
  },
  {
    slug: 'noindex',
    page_kind: 'utility',
    title: '測試頁面',
    content_html: p('此頁面不提供搜尋引擎索引。'),
    noindex: 1,
  },
  {
    slug: 'delete404',
    page_kind: 'utility',
    title: '此頁面已移除',
    content_html: p(
      '您要找的活動或商品頁面已經下架。',
      '歡迎前往<a href="/">首頁</a>或<a href="/new-products">新品上市</a>繼續逛逛。',
    ),
    noindex: 1,
    http_status: 404,
  },
];

export const CONTENT_PAGES: readonly ContentPageSeed[] = [
  ...ABOUT_PAGES,
  ...CATALOGUE_PAGES,
  ...LANDING_PAGES,
  ...UTILITY_PAGES,
].map((page) => ({ ...page, og_image: page.og_image ?? page.hero_image ?? '' }));
