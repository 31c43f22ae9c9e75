// Who the shop is (issue 23): what Taiwan's rules for online shops ask a shop to show (company name,
// 統一編號, address, customer-service phone) and where to reach it (its LINE 官方帳號 and social pages).
// Each comes from a setting (SHOP_*, packages/contracts/src/settings.ts); the demo's values below stand in
// for any that is unset.

export interface ShopIdentity {
  companyName: string;
  /** 統一編號, 8 digits. */
  taxId: string;
  address: string;
  /** The customer-service phone as written for people ('02-2700-1234'). */
  phone: string;
  /** Customer-service hours. */
  serviceHours: string;
  /** The LINE 官方帳號 id ('@mireva'); its add-friend link is lineAddFriendUrl(lineId). */
  lineId: string;
  facebookUrl: string;
  instagramUrl: string;
  youtubeUrl: string;
}

export const DEMO_SHOP_IDENTITY: ShopIdentity = {
  companyName: '米瑞法生技股份有限公司',
  taxId: '53128701',
  address: '106 臺北市大安區忠孝東路四段 100 號 8 樓',
  phone: '02-2700-1234',
  serviceHours: '週一至週五 9:00-12:00；13:30-17:30',
  lineId: '@mirevalab',
  facebookUrl: 'https://www.facebook.com/mirevalab',
  instagramUrl: 'https://www.instagram.com/mirevalab/',
  youtubeUrl: 'https://www.youtube.com/@mirevalab',
};

/** LINE's add-friend address of an official account ('@id'). */
export function lineAddFriendUrl(lineId: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(lineId)}`;
}

/** tel: address of a phone number as written ('02-2700-1234' → 'tel:+886227001234'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `tel:+886${digits.slice(1)}` : `tel:${digits}`;
}

/** The shop's identity from the SHOP_* settings; each unset one takes the demo's value. */
export function shopIdentityFrom(settings: Readonly<Record<string, string | undefined>>): ShopIdentity {
  const pick = (name: string, fallback: string) => settings[name]?.trim() || fallback;
  const d = DEMO_SHOP_IDENTITY;
  return {
    companyName: pick('SHOP_COMPANY_NAME', d.companyName),
    taxId: pick('SHOP_TAX_ID', d.taxId),
    address: pick('SHOP_ADDRESS', d.address),
    phone: pick('SHOP_PHONE', d.phone),
    serviceHours: pick('SHOP_SERVICE_HOURS', d.serviceHours),
    lineId: pick('SHOP_LINE_ID', d.lineId),
    facebookUrl: pick('SHOP_FACEBOOK_URL', d.facebookUrl),
    instagramUrl: pick('SHOP_INSTAGRAM_URL', d.instagramUrl),
    youtubeUrl: pick('SHOP_YOUTUBE_URL', d.youtubeUrl),
  };
}
