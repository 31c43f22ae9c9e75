import { crc32 } from 'node:zlib';
import { ErrorBody, IngredientOcrAnswer, OCR_PHOTO_FIELD } from '@shop/contracts';
import {
  catalogueApiMessages,
  ingredientCheckerMessages as m,
  OCR_PHOTO_MAX_BYTES,
  OCR_RETRY_AFTER_SECONDS,
} from '@shop/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { API, JPEG_BYTES, multipart, NOT_AN_IMAGE } from '../../../test/catalogue-support.ts';

// One app, so one OCR worker serves the whole file (starting one costs about a second). The queue is
// set to one waiting photo so the limit can be shown with three photos at once.
let t: TestApp;
beforeAll(async () => {
  process.env.OCR_WORKERS = '1';
  process.env.OCR_QUEUE_MAX = '1';
  t = await buildTestApp();
});
afterAll(async () => {
  delete process.env.OCR_WORKERS;
  delete process.env.OCR_QUEUE_MAX;
  await t?.close();
});

/** A label as a shop photo shows it: a heading, Chinese and English names, wrapped lines. */
const LABEL_LINES = [
  '全成分：水、甘油、菸鹼醯胺、丁二醇、',
  '透明质酸钠、苯氧乙醇',
  'Ingredients: Aqua, Glycerin, Niacinamide,',
  'Panthenol, Phenoxyethanol, Parfum',
];

/** The label rendered to a PNG by sharp's SVG text (the CJK font CI installs: fonts-noto-cjk). */
async function labelPhoto(lines: readonly string[] = LABEL_LINES): Promise<Buffer> {
  const lineHeight = 56;
  const text = lines
    .map(
      (line, i) =>
        `<text x="32" y="${64 + i * lineHeight}" font-size="34" font-family="Noto Sans CJK TC, sans-serif">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="${48 + lines.length * lineHeight}"><rect width="100%" height="100%" fill="#fffdf8"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** A PNG whose header claims width × height pixels; its pixel data is one byte, so only the header is real. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function postPhoto(
  bytes: Buffer,
  filename = 'label.jpg',
  contentType = 'image/jpeg',
  field = OCR_PHOTO_FIELD,
) {
  const body = multipart({}, [{ field, filename, contentType, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `${API}/ingredient/ocr`,
    headers: body.headers,
    payload: body.payload,
  });
}

describe('ingredient/ocr', () => {
  it('reads a label photo: each entry matched to a known name, Simplified turned Traditional', async () => {
    const res = await postPhoto(await labelPhoto());
    expect(res.statusCode).toBe(200);
    const answer = IngredientOcrAnswer.parse(res.json());
    const names = answer.entries.map((entry) => entry.name);
    expect(names).toEqual([
      '水',
      '甘油',
      '菸鹼醯胺',
      '丁二醇',
      '透明質酸鈉',
      '苯氧乙醇',
      'Aqua',
      'Glycerin',
      'Niacinamide',
      'Panthenol',
      'Phenoxyethanol',
      'Parfum',
    ]);
    expect(answer.entries.every((entry) => entry.matched)).toBe(true);
    expect(answer.text).toBe(names.join('\n'));
  });

  it('refuses a file that is not a photo, whatever its name and type say, with 415', async () => {
    const res = await postPhoto(NOT_AN_IMAGE, 'label.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(415);
    expect(ErrorBody.parse(res.json()).message).toBe(m.photoWrongType);
  });

  it('refuses a GIF (a type the reader does not take) with 415', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const res = await postPhoto(gif, 'label.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(m.photoWrongType);
  });

  it(`refuses a photo over ${OCR_PHOTO_MAX_BYTES / 1024 / 1024} MB with 413`, async () => {
    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(OCR_PHOTO_MAX_BYTES)]);
    const res = await postPhoto(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(m.photoTooLarge);
  });

  it('refuses a photo whose header claims more than 40 million pixels with 422, before decoding it', async () => {
    const res = await postPhoto(pngClaiming(8000, 6000), 'huge.png', 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(catalogueApiMessages.imageTooManyPixels(40));
  });

  it('answers 422 when no photo came in the field photo, and 415 for a JSON body', async () => {
    const wrongField = await postPhoto(JPEG_BYTES, 'label.jpg', 'image/jpeg', 'file');
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toBe(m.photoRequired);
    const json = await t.app.inject({
      method: 'POST',
      url: `${API}/ingredient/ocr`,
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('reads one photo at a time with one waiting; the next answers 503 at once, with Retry-After', async () => {
    const photo = await labelPhoto(['Aqua, Glycerin']);
    const answers = await Promise.all([postPhoto(photo), postPhoto(photo), postPhoto(photo)]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503]);
    const busy = answers.find((res) => res.statusCode === 503);
    expect(busy?.json()).toEqual({ message: m.photoBusy, code: 'OCR_BUSY' });
    expect(busy?.headers['retry-after']).toBe(String(OCR_RETRY_AFTER_SECONDS));
    const read = answers.find((res) => res.statusCode === 200);
    expect(IngredientOcrAnswer.parse(read?.json()).text).toBe('Aqua\nGlycerin');
  });
});
