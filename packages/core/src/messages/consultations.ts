// 一對一肌膚諮詢 (member-area §2.11): the spec shows no wording for the consultation pages; ours is
// docs/decisions/048-one-on-one-consultation-the-api.md.
import {
  CONSULTATION_CUTOFF_MS,
  CONSULTATION_DAYS_AHEAD,
  CONSULTATION_MINUTES,
} from '../consultations/slots.ts';

const CUTOFF_HOURS = CONSULTATION_CUTOFF_MS / 3_600_000;

/** The landing page /consultation1on1. */
const landing = {
  eyebrow: '會員專屬服務',
  lead: `會員免費預約，由專業保養顧問以視訊、電話或 LINE 語音與你一對一聊 ${CONSULTATION_MINUTES} 分鐘，找出最適合你的保養方式。`,
  metaDescription: `米瑞法肌研所會員免費的一對一肌膚諮詢：專業保養顧問以視訊、電話或 LINE 語音與你聊 ${CONSULTATION_MINUTES} 分鐘，依膚質與肌膚困擾給你專屬保養建議。線上選擇時段，立即預約。`,
  facts: ['會員免費', `每次 ${CONSULTATION_MINUTES} 分鐘`, '專業保養顧問'],
  stepsTitle: '預約流程',
  steps: [
    {
      title: '選擇時段',
      body: `登入會員後，從未來 ${CONSULTATION_DAYS_AHEAD} 天內挑選方便的日期與時段（週一至週六）。`,
    },
    { title: '填寫肌膚狀況', body: '告訴我們你的膚質、最在意的肌膚困擾與想問的問題，顧問會事先準備。' },
    {
      title: '一對一諮詢',
      body: `於預約時間以你選擇的方式進行約 ${CONSULTATION_MINUTES} 分鐘的諮詢，給你專屬的保養建議。`,
    },
  ],
  methodsTitle: '三種諮詢方式',
  methodBodies: {
    video:
      '顧問透過鏡頭直接看見你的膚況。預約時間一到，顧問會撥打你的聯絡手機並傳送視訊連結，手機或電腦皆可使用。',
    phone: '在預約時間由顧問撥打你留下的聯絡手機，適合不方便開鏡頭的時候。',
    line: '在預約時間透過官方 LINE 帳號與你語音通話，請先將官方帳號加為好友。',
  },
  prepareTitle: '諮詢前的準備',
  prepareItems: [
    '目前使用的保養品，或它們的包裝照片',
    '最近的肌膚變化，例如換季、作息或飲食改變',
    '曾有的過敏或皮膚科就醫紀錄',
    '安靜、收訊良好的環境',
    '視訊諮詢請在光線充足處進行，素顏或淡妝即可',
  ],
  notesTitle: '預約須知',
  notes: [
    '每位會員同時可保有 1 筆尚未進行的預約。',
    `如需變更或取消，請於諮詢開始 ${CUTOFF_HOURS} 小時前至預約頁面操作。`,
    '預約時間過後 10 分鐘仍無法聯繫上您，該次諮詢視為取消，歡迎重新預約。',
  ],
  ctaTitle: '找到適合你的保養方式',
  ctaBody: '選一個方便的時段，把保養的疑問交給專業顧問。',
  membersOnly: '預約限會員使用，尚未登入時會先前往登入頁。',
} as const;

/** The booking page /consultation1on1-booking, beyond the field names and errors below. */
const booking = {
  lead: `會員免費・每次 ${CONSULTATION_MINUTES} 分鐘・可預約未來 ${CONSULTATION_DAYS_AHEAD} 天內的時段`,
  newTitle: '填寫預約資料',
  loading: '諮詢時段載入中…',
  historyLoading: '預約紀錄載入中…',
  weekdays: ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
  dayFull: '額滿',
  currentSlot: '目前預約',
  methodRequired: '請選擇諮詢方式',
  skinTypeRequired: '請選擇膚質',
  noteCounter: (count: number, max: number) => `${count} / ${max} 字`,
  notePlaceholder: '例如：換季時兩頰容易泛紅脫皮，想知道該如何調整保養步驟',
  changing: (when: string) => `正在變更 ${when} 的預約`,
  backToNew: '改為新預約',
  hasUpcoming: (when: string) => `您已預約 ${when} 的諮詢；如需調整時段，請點選「變更預約」。`,
  keepBooking: '保留預約',
  concernsPicked: (count: number, max: number) => `已選 ${count} / ${max} 項`,
} as const;

export const consultationMessages = {
  landing,
  booking,
  pageTitle: '一對一肌膚諮詢',
  bookingTitle: '預約一對一諮詢',
  historyTitle: '我的諮詢預約',
  bookNow: '立即預約',
  loginToBook: '登入會員預約',
  methods: { video: '視訊諮詢', phone: '電話諮詢', line: 'LINE 語音' },
  skinTypes: { dry: '乾性肌', sensitive: '敏感肌', oily: '油性肌', combination: '混合肌', normal: '中性肌' },
  concerns: {
    dryness: '乾燥缺水',
    redness: '泛紅敏感',
    acne: '痘痘粉刺',
    pores: '毛孔粗大',
    dullness: '暗沉不均',
    wrinkles: '細紋老化',
    darkSpots: '斑點',
    oiliness: '油光',
  },
  statuses: { booked: '已預約', cancelled: '已取消', completed: '已完成' },
  fields: {
    date: '諮詢日期',
    time: '諮詢時段',
    method: '諮詢方式',
    skinType: '膚質',
    concerns: '肌膚困擾（最多 3 項）',
    note: '想諮詢的問題',
    contactMobile: '聯絡手機',
  },
  seatsLeft: (count: number) => `尚餘 ${count} 位`,
  full: '已額滿',
  noSlots: '近期時段皆已額滿，請稍後再查看',
  submit: '確認預約',
  submitChange: '確認變更',
  submitting: '送出中…',
  change: '變更預約',
  cancel: '取消預約',
  cancelConfirm: '確定要取消這筆諮詢預約嗎？',
  booked: '預約成功！肌膚顧問會在預約時段以您選擇的方式與您聯繫',
  changed: '預約已變更',
  cancelled: '預約已取消',
  historyEmpty: '目前沒有諮詢預約',
  loadFailed: '資料載入失敗，請稍後再試',
  // Errors the API answers (422 / 404 / 409).
  slotRequired: '請選擇諮詢時段',
  slotNotOffered: '此時段無法預約，請選擇其他時段',
  slotFull: '此時段已額滿，請選擇其他時段',
  concernsRequired: '請至少選擇 1 項肌膚困擾',
  concernsTooMany: '肌膚困擾最多選擇 3 項',
  noteTooLong: '問題描述請在 300 字以內',
  alreadyBooked: '您已有一筆尚未進行的諮詢預約，請變更或取消後再預約',
  bookingNotFound: '找不到這筆預約',
  pastCutoff: '諮詢開始前 2 小時內無法線上變更或取消，請聯繫客服',
  alreadyCancelled: '這筆預約已取消',
} as const;
