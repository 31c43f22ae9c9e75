import type { Page } from '@playwright/test';
import { CONTACT_FILE_MAX_BYTES } from '@shop/contracts';
import { contentMessages } from '@shop/core';
import { expect, test } from '../../fixtures/shop';

const m = contentMessages.contact;
// A 1×1 PNG: the server checks the file's magic bytes, not its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fillForm(page: Page) {
  await page.getByLabel(m.name).fill('王小明');
  await page.getByLabel(m.mobile).fill('0912345678');
  await page.getByLabel(m.email).fill('test@example.com');
  await page.getByLabel(m.message).fill('請問產品適合敏感肌使用嗎？');
}

test.describe('contact form', () => {
  test('a message with a file is received', async ({ page }) => {
    await page.goto('/contact-us');
    await fillForm(page);
    await page.getByLabel(m.file).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toHaveText(m.success);
  });

  test('a file over the limit shows the too-large message', async ({ page }) => {
    await page.goto('/contact-us');
    await fillForm(page);
    const big = Buffer.concat([PNG, Buffer.alloc(CONTACT_FILE_MAX_BYTES)]);
    await page.getByLabel(m.file).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByTestId('contact-file-hint')).toHaveText(
      m.fileTooLarge(CONTACT_FILE_MAX_BYTES / 1024 / 1024),
    );
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-error')).toHaveText(m.serverTooLarge);
    // Nothing typed is lost on a server error.
    await expect(page.getByLabel(m.name)).toHaveValue('王小明');
    await expect(page.getByLabel(m.message)).toHaveValue('請問產品適合敏感肌使用嗎？');
  });

  test('an empty form gets our messages beside the fields, not the browser bubble', async ({ page }) => {
    await page.goto('/contact-us');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-error-contact_name')).toHaveText(m.required(m.name));
    await expect(page.getByTestId('contact-error-contact_email')).toHaveText(m.required(m.email));
    await expect(page.getByTestId('contact-error-contact_content')).toHaveText(m.required(m.message));
    const name = page.getByLabel(m.name);
    await expect(name).toBeFocused();
    await expect(name).toBeInViewport();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('contact-form')).toHaveAttribute('novalidate', '');
    await expect(page.getByTestId('contact-success')).toHaveCount(0);
  });
});
