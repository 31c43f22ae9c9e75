// Wording of the shopping pages: categories, product lists, series, product page, promotion pages
// (storefront.md §2.2, §7.4, §8, §9). The §8 texts are repeated by reference from errors.ts.
import { errorMessages } from './errors.ts';

/** Skin types by their stored names (member-area-and-tools.md: dry, sensitive, oily, combination, normal). */
export const SKIN_TYPE_NAMES: Readonly<Record<string, string>> = {
  dry: '乾性肌',
  oily: '油性肌',
  normal: '中性肌',
  combination: '混合肌',
  sensitive: '敏感肌',
};

/** A stored skin type ('oily', or several: 'oily / dry') in Chinese. */
export function skinTypeName(stored: string): string {
  return stored
    .split(/\s*[/,、]\s*/)
    .map((type) => SKIN_TYPE_NAMES[type.trim().toLowerCase()] ?? type.trim())
    .join('、');
}

export const catalogueMessages = {
  productLoading: errorMessages.productLoading,
  productMissing: errorMessages.productMissing,
  addedToCart: errorMessages.addedToCart,
  mainCartUnitLimit: errorMessages.mainCartUnitLimit,
  breadcrumbLabel: '頁面路徑',
  home: '首頁',
  noProducts: '目前沒有商品',
  productCount: (count: number) => `共 ${count} 件商品`,
  subcategoriesLabel: '商品分類',
  /** Heading (read aloud only) above a list page's product grid, so the cards' H3 follow an H2. */
  productListHeading: '商品列表',
  viewAll: '查看全部',
  originalPrice: '原價',
  salePrice: '特價',
  pairPrice: '配對價',
  list: {
    newProducts: { title: '新品上市', description: '最新上市的保養品，搶先體驗最新配方。' },
    hotSale: { title: '熱銷排行', description: '最受歡迎的熱銷保養品，口碑好評推薦。' },
    monthlyCampaign: { title: '本月活動', description: '本月限定優惠活動與組合，把握期間入手。' },
    skinCareProducts: { title: '全部保養品', description: '所有臉部與身體保養品，依系列瀏覽。' },
    productBanner: { title: '精選商品', description: '精選商品與活動一次看。' },
    tagPage: (tag: string) => `「${tag}」相關商品`,
    tagPageDescription: (tag: string) => `與「${tag}」相關的保養品推薦。`,
    tagMissing: '請選擇標籤',
  },
  series: {
    title: (name: string) => name,
    productsTitle: '系列商品',
  },
  product: {
    quantity: '數量',
    decrease: '減少數量',
    increase: '增加數量',
    addToCart: '加入購物車',
    soldOut: '已售完',
    inStock: '現貨供應',
    spec: '規格',
    description: '商品介紹',
    feature: '產品特色',
    effect: '功效',
    application: '使用方法',
    ingredients: '全成分',
    usage: '使用步驟',
    gallery: '商品圖片',
    showImage: (n: number) => `顯示第 ${n} 張圖片`,
    favouriteAdd: '加入收藏',
    favouriteRemove: '取消收藏',
    favouriteAdded: '已加入收藏',
    favouriteRemoved: '已取消收藏',
    favouriteFailed: '收藏失敗，請稍後再試',
    restockTitle: '貨到通知',
    restockButton: '貨到通知我',
    restockSuccess: '已成功設定貨到通知',
    restockAlready: '已加入過貨到通知',
    restockFailed: '設定貨到通知異常',
    /** A guest's favourite or restock tap: said first, then /login (member-area-and-tools.md §6, §8). */
    pleaseLogIn: '請先登入',
    thresholdTitle: '滿額優惠',
    thresholdSpend: (amount: string) => `滿 ${amount}`,
    thresholdAmountOff: (spend: string, amount: string) => `${spend} 折 ${amount}`,
    thresholdRate: (spend: string, discount: string) => `${spend} 享 ${discount}`,
    thresholdGift: (spend: string, giftName: string, quantity: number) =>
      `${spend} 送 ${giftName}${quantity > 1 ? ` ×${quantity}` : ''}`,
    activitiesTitle: '進行中的活動',
    relatedArticles: '相關保養知識',
    loginRequired: '請先登入會員',
  },
  comments: {
    title: '顧客評論',
    count: (n: number) => `${n} 則評論`,
    average: (rating: string) => `平均 ${rating} 顆星`,
    stars: (n: number) => `${n} 顆星`,
    empty: '目前還沒有評論',
    previous: '上一頁',
    next: '下一頁',
    page: (page: number, total: number) => `第 ${page} / ${total} 頁`,
    writeTitle: '撰寫評論',
    writeOpen: '我要評論',
    rating: '評分',
    content: '評論內容',
    files: '上傳圖片（最多 3 張）',
    submit: '送出評論',
    submitted: '感謝您的評論！',
    failed: '評論送出失敗，請稍後再試',
    onlyBuyers: '購買過此商品的會員才能撰寫評論',
    contentRequired: '請輸入評論內容',
    contentTooLong: (max: number) => `評論最多 ${max} 個字`,
    ratingRequired: '請選擇評分',
    tooManyFiles: (max: number) => `最多上傳 ${max} 張圖片`,
    fileTooLarge: '圖片過大',
    attachment: (n: number) => `評論附圖 ${n}`,
  },
  promotions: {
    saleEvents: { title: '限時優惠', description: '任選多件享折扣，N件N折活動一次看。' },
    saleEvent: {
      productsTitle: '活動商品',
      tiers: '優惠方案',
      tier: (count: number, label: string) => (count <= 1 ? `全品項 ${label}` : `任選 ${count} 件 ${label}`),
    },
    matchPairs: { title: '紅綠配', description: '紅標A區搭配綠標B區，兩件一起享優惠。' },
    matchPair: {
      zoneA: '紅標A區',
      zoneB: '綠標B區',
      rule: (label: string) => `紅標A區 + 綠標B區 各一件，兩件皆享 ${label}`,
    },
    addMoney: {
      title: '加價購',
      description: '滿額或購買指定商品，即可用優惠價加購。',
      price: '加購價',
      /** amount is a formatted price ('$ 1000' or 'HKD 244'). */
      trigger: (amount: string) => `消費滿 ${amount} 可加購`,
      triggerProductAny: '購買指定商品可加購',
      max: (n: number) => `每筆訂單限購 ${n} 件`,
    },
    gifts: {
      title: '滿額贈禮',
      description: '符合條件即贈好禮，贈品數量有限，送完為止。',
      giftsTitle: '贈品',
      scopeTitle: '適用商品',
    },
    buyGifts: {
      title: '買就送',
      description: '購買指定商品達件數即送贈品。',
      rule: (buy: number, gift: number) => `買 ${buy} 送 ${gift}`,
    },
    giftActivities: {
      title: '贈品活動',
      description: '分類贈、任選贈與指定商品贈活動。',
      category: '分類滿額贈',
      choice: '任選贈品',
      product: '指定商品贈',
    },
    routineKits: {
      title: '保養組合',
      description: '依膚況搭配好的保養步驟，一次購足更划算。',
      price: '組合價',
      steps: '保養步驟',
      /** '適合：油性肌'; a type the shop has no name for is shown as stored. */
      skinType: (type: string) => `適合：${skinTypeName(type)}`,
    },
    bonusEvent: {
      title: '點數加倍',
      description: '活動期間消費，回饋點數加倍。',
      multiplier: (n: number) => `點數 ${n} 倍送`,
      none: '目前沒有進行中的點數活動',
    },
    pointExchange: {
      title: '點數兌換',
      description: '使用會員點數兌換商品。',
      points: (n: number) => `${n} 點`,
      originalPoints: '原點數',
    },
    period: (start: string, end: string) => `活動期間：${start} ～ ${end}`,
    /** amount is a formatted price ('$ 2000' or 'HKD 487'). */
    spendTrigger: (amount: string) => `消費滿 ${amount}`,
    countTrigger: (count: number) => `購買滿 ${count} 件`,
    productTrigger: '購買指定商品',
    chooseCount: (n: number) => `可任選 ${n} 項`,
    giftLeft: (n: number) => `剩餘 ${n} 份`,
    giftGone: '已送完',
    none: '目前沒有進行中的活動',
    more: '查看活動',
  },
} as const;
