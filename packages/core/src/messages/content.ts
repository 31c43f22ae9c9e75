// Wording of the content pages: news, skincare advice, the ingredient dictionary, the FAQ, the CMS
// pages (about, campaign, utility), the contact form and the campaign sign-up (storefront.md §2.2).

export const contentMessages = {
  breadcrumbHome: '首頁',
  readMore: '閱讀更多',
  publishedOn: (date: string) => `發布日期：${date}`,
  backToList: '回到列表',

  news: {
    listTitle: '最新消息',
    listDescription: '品牌最新活動、新品上市與出貨公告，一次掌握。',
    empty: '目前沒有最新消息',
    categoryName: (category: string, subcategory: string) => `${category}・${subcategory}`,
    categoryTitle: (name: string) => `${name}｜最新消息`,
    categoryDescription: (name: string) => `「${name}」分類的最新消息。`,
    categoriesLabel: '消息分類',
    allCategories: '全部消息',
  },

  advice: {
    title: '保養新知',
    description: '皮膚科學角度的保養知識：痘痘、保濕、防曬、毛孔與問題肌膚的實用指南。',
    typesLabel: '文章分類',
    allTypes: '全部文章',
    empty: '這個分類目前沒有文章',
    typeDescription: (name: string) => `「${name}」相關的保養新知文章。`,
    relatedTitle: '延伸閱讀',
    relatedProducts: '文中提到的產品',
    pagerLabel: '文章分頁',
    pageLabel: (page: number) => `第 ${page} 頁`,
  },

  ingredients: {
    title: '成分字典',
    description: '查詢保養品常見成分的功效與說明，了解每一瓶產品裡有什麼。',
    filterLabel: '搜尋成分',
    filterPlaceholder: '輸入成分名稱，例如：水楊酸',
    empty: '找不到符合的成分',
    functionLabel: '功效',
    categoryLabel: '分類',
    aliasesLabel: '別名',
    productsTitle: '含有此成分的產品',
    detailDescription: (name: string, fn: string) => (fn ? `${name}：${fn}。` : `${name}的成分說明。`),
  },

  faq: {
    title: '常見問題',
    description: '購物、出貨、退換貨、會員點數與保養問題的解答。',
    sectionsLabel: '本頁主題',
    allQuestions: '所有常見問題',
  },

  contact: {
    title: '聯絡我們',
    description: '對產品、訂單或保養有任何問題，歡迎留言，我們會盡快回覆。',
    intro: '請填寫以下表單，客服將於 1–2 個工作天內以 e-mail 回覆您。',
    name: '姓名',
    email: 'E-mail',
    mobile: '手機號碼',
    subject: '問題類型',
    /** Labels of the contact types the API takes (contact_type). */
    types: {
      product: '商品諮詢',
      order: '訂單問題',
      member: '會員與點數',
      shipping: '出貨與配送',
      cooperation: '合作提案',
      other: '其他',
    } as Record<string, string>,
    orderNumber: '訂單編號（選填）',
    message: '留言內容',
    file: '附加檔案',
    fileHint: (maxFiles: number, maxMb: number) =>
      `可附上最多 ${maxFiles} 個 JPG、PNG、WEBP、GIF 或 PDF 檔案，每個 ${maxMb}MB 以內（選填）`,
    fileTooLarge: (maxMb: number) => `檔案超過 ${maxMb}MB，請壓縮後再上傳`,
    tooManyFiles: (maxFiles: number) => `最多只能附上 ${maxFiles} 個檔案`,
    fileWrongType: '只接受 JPG、PNG、WEBP、GIF 或 PDF 檔案',
    submit: '送出',
    sending: '送出中…',
    success: '已收到您的留言，客服將盡快與您聯繫，謝謝！',
    serverTooLarge: '檔案太大，伺服器無法接收，請上傳較小的檔案',
    serverFields: '部分欄位有誤，請修正後再送出',
    serverError: '送出失敗，請稍後再試',
    tooManyMessages: '留言次數過多，請稍後再試',
    uploadBudgetReached: '今日附件上傳量已達上限，請先不附檔案送出，或明天再試',
    required: (field: string) => `請填寫${field}`,
    emailInvalid: '請輸入正確的 E-mail',
    mobileInvalid: '請輸入正確的手機號碼（09 開頭共 10 碼）',
    messageTooLong: (max: number) => `留言內容請勿超過 ${max} 字`,
    messageHint: (max: number) => `最多 ${max} 字`,
    nameTooLong: (max: number) => `姓名請勿超過 ${max} 字`,
    orderNumberInvalid: '訂單編號只能包含英文字母、數字與「-」',
  },

  signup: {
    open: '立即報名',
    title: '活動報名',
    intro: '請填寫姓名與手機號碼，並以簡訊驗證碼完成報名。',
    name: '姓名',
    /** The mobile and code fields use the account forms' wording (accountPagesMessages). */
    emailOptional: 'E-mail（選填）',
    submit: '確認報名',
    success: '報名成功！活動詳情將以簡訊通知您。',
    duplicateTitle: '您已完成報名',
    done: '完成',
    close: '關閉',
    loading: '報名表載入中…',
    /** Messages of the sign-up call's error answers (the dialog shows them as they are). */
    errors: {
      campaignNotFound: '找不到這個活動',
      notStarted: '活動尚未開始報名，敬請期待',
      ended: '活動報名已結束，感謝您的支持',
      full: '活動名額已滿，感謝您的支持',
      alreadySignedUp: '此手機號碼已報名過本活動，無須重複報名',
    },
  },
} as const;
