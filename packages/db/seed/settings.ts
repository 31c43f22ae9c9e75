import { shellMessages } from '@shop/core';
import type { settings } from '../src/schema/index.ts';

type SettingRow = typeof settings.$inferInsert;

const PAGE_404 = {
  title: '找不到這個頁面',
  content:
    '您要找的頁面可能已經移除、更改名稱，或暫時無法使用。歡迎從下列連結繼續逛逛，或使用上方搜尋找到需要的商品。',
  links: [
    { label: '回到首頁', href: '/' },
    { label: '新品上市', href: '/new-products' },
    { label: '熱銷商品', href: '/hot-sale' },
    { label: '保養新知', href: '/skincare-advice' },
    { label: '聯絡客服', href: '/contact-us' },
  ],
};

const SETTINGS: Record<string, string> = {
  // The brand's wording lives in the shell's message catalogue; the settings repeat it for the API.
  site_name: shellMessages.brandName,
  site_name_latin: shellMessages.brandLatin,
  tagline: shellMessages.brandTagline,
  site_description:
    '米瑞法肌研所提供聰明、安全、有效的保養品，所有配方皆不含人工香料、色素與刺激成分，並以公開的科學研究為依據。',
  site_keywords: '身體保養,痘痘,毛孔,保濕,化妝水,去角質,毛孔角化,問題肌',
  service_phone: '02-2700-1234',
  toll_free_phone: '0800-222-518',
  service_hours: shellMessages.serviceHours,
  service_email: 'service@mireva-lab.example',
  global_site_url: 'https://global.mireva-lab.example',
  top_message: shellMessages.topMessage,
  page_404: JSON.stringify(PAGE_404),
};

export const SETTING_ROWS: SettingRow[] = Object.entries(SETTINGS).map(([key, value]) => ({ key, value }));
