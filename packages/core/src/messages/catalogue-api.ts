// Wording the API writes itself: the shop's copy of a contact message and the names shown on comments.

export const catalogueApiMessages = {
  imageTooManyPixels: (megapixels: number) => `圖片尺寸過大，請上傳 ${megapixels} 百萬像素以內的圖片`,
  imageUnreadable: '無法讀取這張圖片，請換一張再試',
  contactMailSubject: (type: string, name: string) => `【官網聯絡表單】${type}｜${name}`,
  contactMailLabels: {
    name: '姓名',
    email: 'E-mail',
    phone: '電話',
    type: '問題類型',
    order: '訂單編號',
    member: '會員編號',
    content: '留言內容',
    files: '附件',
    none: '（無）',
  },
  /** Shown on a comment whose member has no name. */
  anonymousCommenter: '匿名會員',
} as const;
