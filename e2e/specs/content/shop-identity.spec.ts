// Issue 23: who the shop is — company name, 統一編號, address, customer-service phone and the LINE 官方帳號
// add-friend link — in the footer and on /about-us and /contact-us; the social links are the shop's own.
import { lineAddFriendUrl, DEMO_SHOP_IDENTITY as shop } from '@shop/core';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, expectNoSidewaysScroll, fullPageScreenshot, test } from '../../fixtures/shop';

test(
  'the footer, /about-us and /contact-us say who the shop is',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/about-us');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-company')).toContainText(
      `${shop.companyName}｜統一編號 ${shop.taxId}`,
    );
    await expect(footer.getByTestId('footer-company')).toContainText(shop.address);
    for (const link of await footer.getByTestId('footer-social').getByRole('link').all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(new URL(href).pathname.length, href).toBeGreaterThan(1);
    }

    for (const path of ['/about-us', '/contact-us']) {
      await page.goto(path);
      const card = page.getByTestId('shop-identity');
      await expect(card).toContainText(shop.companyName);
      await expect(card).toContainText(shop.taxId);
      await expect(card).toContainText(shop.address);
      await expect(card.getByRole('link', { name: shop.phone })).toHaveAttribute('href', 'tel:+886227001234');
      await expect(card.getByRole('link', { name: `加入 LINE 好友 ${shop.lineId}` })).toHaveAttribute(
        'href',
        lineAddFriendUrl(shop.lineId),
      );
      await expectNoSidewaysScroll(page);
      await expectNoBlockingViolations(page);
      await fullPageScreenshot(page, testInfo, `shop-identity${path.replace('/', '-')}`);
    }
  },
);
