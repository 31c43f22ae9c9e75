// 拍照辨識成分 (member-area §2.9, docs/decisions/069-ingredient-ocr.md) at 1280 px: a photo of a label
// (fixtures/ingredient-label.jpg, rendered from text) is read on the server and fills the list, which the
// shopper can correct and check; a file that is not a photo is refused in Chinese.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ingredientCheckerMessages as m } from '@shop/core';
import { expectNoBlockingViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/shop';

const LABEL_PHOTO = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/ingredient-label.jpg',
);
/** The label reads '全成分：水、甘油、菸鹼醯胺、苯氧乙醇' and 'Ingredients: Aqua, Glycerin, Niacinamide, Phenoxyethanol'. */
const READ = ['水', '甘油', '菸鹼醯胺', '苯氧乙醇', 'Aqua', 'Glycerin', 'Niacinamide', 'Phenoxyethanol'];
/** The first photo starts the OCR worker (language files loaded once), so it may take a few seconds. */
const FIRST_READ_TIMEOUT_MS = 45_000;

test('an ingredient photo fills the list for the shopper to correct and check', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/beautypedia-ingredient-checker');
  const input = page.getByTestId('ingredient-photo-input');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await expect(input).toHaveAttribute('capture', 'environment');

  // A text file named like a photo is refused by its bytes.
  await input.setInputFiles({
    name: 'label.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(page.getByTestId('ingredient-photo-error')).toHaveText(m.photoWrongType);

  await input.setInputFiles(LABEL_PHOTO);
  const list = page.getByLabel(m.inputLabel);
  await expect(list).toHaveValue(READ.join('\n'), { timeout: FIRST_READ_TIMEOUT_MS });
  await expect(page.getByTestId('ingredient-photo-status')).toHaveText(m.photoFilled(READ.length));
  await expect(page.getByTestId('ingredient-photo-error')).toHaveCount(0);
  await expectNoBlockingViolations(page);

  // The shopper corrects the list before checking: one entry added by hand.
  await list.fill(`${READ.join('\n')}\nParfum`);
  await page.getByTestId('ingredient-check').click();
  await expect(page.getByTestId('ingredient-summary')).toHaveText(m.summaryLine(9, 9));
  await expect(page.getByTestId('ingredient-flag-chips')).toContainText(m.flagCount(m.flags.fragrance, 1));
});
