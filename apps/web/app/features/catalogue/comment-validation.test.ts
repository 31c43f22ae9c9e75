import { COMMENT_IMAGE_MAX_BYTES, COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH } from '@shop/contracts';
import { catalogueMessages } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { parseCommentForm } from './comment-validation';

const text = catalogueMessages.comments;

function formOf(fields: Record<string, string>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append('files', file);
  return form;
}

/** The field errors of a refused submission; none for an accepted one. */
function errorsOf(form: FormData) {
  const submission = parseCommentForm(form);
  return submission.status === 'error' ? submission.error : undefined;
}

const image = (bytes: number) => new File([new Uint8Array(bytes)], 'a.jpg', { type: 'image/jpeg' });

describe('parseCommentForm', () => {
  it('asks for the rating and the text in the shop words', () => {
    expect(errorsOf(formOf({ stars: '', content: '   ' }))).toEqual({
      stars: ['請選擇評分'],
      content: ['請輸入評論內容'],
    });
  });

  it('refuses too long a text, too many images and too large an image', () => {
    const long = errorsOf(formOf({ stars: '5', content: 'a'.repeat(COMMENT_MAX_LENGTH + 1) }));
    expect(long).toEqual({ content: [text.contentTooLong(COMMENT_MAX_LENGTH)] });
    const many = Array.from({ length: COMMENT_MAX_IMAGES + 1 }, () => image(1));
    expect(errorsOf(formOf({ stars: '5', content: '好用' }, many))).toEqual({
      files: ['最多上傳 3 張圖片'],
    });
    const large = errorsOf(formOf({ stars: '5', content: '好用' }, [image(COMMENT_IMAGE_MAX_BYTES + 1)]));
    expect(large).toEqual({ files: ['圖片過大'] });
  });

  it('takes stars, text and images as the call does', () => {
    const submission = parseCommentForm(formOf({ stars: '4', content: ' 好用 ' }, [image(10)]));
    expect(submission.status).toBe('success');
    if (submission.status === 'success') {
      expect(submission.value.stars).toBe(4);
      expect(submission.value.content).toBe('好用');
      expect(submission.value.files).toHaveLength(1);
    }
  });
});
