import { catalogueMessages } from '@shop/core';
import { DEMO_MEMBER, DEMO_MEMBER_WITH_MESSAGES, logInWithToken } from '../../fixtures/accounts';
import { expect, isMobile, test } from '../../fixtures/shop';

const { product } = catalogueMessages;

test('a member asks for a restock notice once; a second ask says it is set already', async ({ page }) => {
  // One notice per member and product: each project uses its own member.
  await logInWithToken(page, isMobile(page) ? DEMO_MEMBER_WITH_MESSAGES : DEMO_MEMBER);
  await page.goto('/clinical/firming-emulsion');
  await page.getByTestId('restock-notice').click();
  await expect(page.getByTestId('toast')).toContainText(product.restockSuccess);
  await page.getByTestId('restock-notice').click();
  await expect(page.getByTestId('toast')).toContainText(product.restockAlready);
});
