import { errorMessages, pagesMessages, shellMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

test.describe('search results page', () => {
  test('/search/精華 lists products under the decoded keyword', async ({ page }) => {
    const response = await page.goto(`/search/${encodeURIComponent('精華')}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('search-heading')).toHaveText(pagesMessages.search.heading('精華'));
    await expect(page).toHaveTitle(new RegExp(pagesMessages.search.metaTitle('精華')));
    const products = page.getByTestId('search-products').getByTestId('product-card');
    await expect(products.first()).toBeVisible();
    await expect(products.first().getByTestId('price')).toContainText(/NT\$\d{1,3}(,\d{3})*(?!\d)/);
    // The keyword stays in the box (issue 23).
    await expect(page.getByTestId('search-page-form').getByRole('searchbox')).toHaveValue('精華');
  });

  test('a keyword with no match shows both empty states', async ({ page }) => {
    const keyword = 'zzqqxx無此商品';
    await page.goto(`/search/${encodeURIComponent(keyword)}`);
    await expect(page.getByTestId('search-products-empty')).toHaveText(
      pagesMessages.search.noProducts(keyword),
    );
    await expect(page.getByTestId('search-learns-empty')).toHaveText(pagesMessages.search.noLearns(keyword));
    // An empty result suggests the popular searches, each a search of its own (issue 23).
    const popular = page.getByTestId('popular-searches');
    await expect(popular).toContainText(pagesMessages.search.popularTitle);
    await expect(popular.getByRole('link')).toHaveText([...shellMessages.mobileQuickTags]);
    await popular.getByRole('link', { name: shellMessages.mobileQuickTags[0] }).click();
    await expect(page).toHaveURL(
      new RegExp(`/search/${encodeURIComponent(shellMessages.mobileQuickTags[0])}$`),
    );
    await expect(page.getByTestId('search-page-form').getByRole('searchbox')).toHaveValue(
      shellMessages.mobileQuickTags[0],
    );
  });

  test('a keyword longer than 19 characters answers Page Not Found', async ({ page }) => {
    const keyword = '精'.repeat(20);
    const response = await page.goto(`/search/${encodeURIComponent(keyword)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-screen')).toContainText(
      errorMessages.routeNotFound(`/search/${keyword}`),
    );
    await expect(page.getByTestId('error-home')).toHaveText(errorMessages.backToHome);
  });
});
