// Wording the API writes itself: the shop's copy of a contact message and the names shown on comments.

export const catalogueApiMessages = {
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
