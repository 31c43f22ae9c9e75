// Wording of the home page, the search results page and the error / not-found screens
// (storefront.md §2.2, §2.11). The error-screen and not-found texts of §8 live in errors.ts and are
// repeated here by reference, so the wording stays in one place.
import { errorMessages } from './errors.ts';

export const pagesMessages = {
  errorScreen: {
    metaTitle: '發生錯誤',
    unknownError: errorMessages.unknownError,
    backHome: errorMessages.backToHome,
  },
  /** The error screen's first line beside the status code, in Chinese (issue 23: it was 'Not Found'). */
  statusTexts: {
    400: '請求內容有誤',
    401: '請先登入',
    403: '沒有存取權限',
    404: '找不到頁面',
    429: '請求次數過多，請稍後再試',
    500: '伺服器發生錯誤',
    503: '服務暫時無法使用',
  } as Record<number, string>,
  notFound: {
    metaTitle: '找不到頁面',
    pageNotFound: errorMessages.pageNotFound,
    routeNotFound: errorMessages.routeNotFound,
  },
  /** '{page}｜{brand}' document titles; a page title that already ends with the brand keeps it once. */
  titleWithBrand: (page: string, brand: string) =>
    page === brand || page.endsWith(`｜${brand}`) ? page : `${page}｜${brand}`,
  home: {
    metaTitle: '聰明・安全・有效的科學保養',
    metaDescription:
      '聰明、安全、有效的保養。每一款配方皆不含人工香料、色素與刺激成分，並以已發表的科學研究為根據。提供身體保養、痘痘、毛孔、保濕、化妝水、去角質、毛孔角化與問題肌膚的保養方案。',
    bannersLabel: '首頁輪播',
    previousSlide: '上一張',
    nextSlide: '下一張',
    goToSlide: (n: number) => `第 ${n} 張`,
    smallCarouselsLabel: '精選活動',
    hotProductsTitle: '熱銷商品',
    videoTitle: '品牌影片',
    playVideo: '播放影片',
    hotLearnsTitle: '保養新知',
    moreLearns: '看更多保養新知',
  },
  search: {
    metaTitle: (keyword: string) => `「${keyword}」的搜尋結果`,
    metaDescription: (keyword: string) => `搜尋「${keyword}」相關的產品與保養新知。`,
    heading: (keyword: string) => `「${keyword}」的搜尋結果`,
    productsTitle: '產品',
    learnsTitle: '保養新知',
    noProducts: (keyword: string) => `很抱歉，找不到關於「${keyword}」的產品`,
    noLearns: (keyword: string) => `很抱歉，找不到關於「${keyword}」的保養新知`,
    commentsTotal: (count: number) => `${count} 則評論`,
    keywordLabel: '搜尋關鍵字',
    submit: '搜尋',
    popularTitle: '熱門搜尋',
  },
  product: {
    nameLoading: errorMessages.productLoading,
    originalPrice: '原價',
    salePrice: '特價',
  },
} as const;
