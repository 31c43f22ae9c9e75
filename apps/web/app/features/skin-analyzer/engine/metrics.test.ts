// The metrics on synthetic faces: an even skin-coloured face with fine noise, then the same face with
// one condition painted in (redder cheeks, specular spots on the T-zone, blotches): the finding for that
// condition must score worse and the others must barely move.
import { describe, expect, it } from 'vitest';
import { labRegion, type Pixels, quantile, type Rect, srgbToLab } from './colour';
import {
  analyseFace,
  type Finding,
  type FindingName,
  levelOf,
  levelOfFeedback,
  regionsFromBox,
} from './metrics';
import { photoProblem, sharpness } from './photo-checks';

const SIZE = 480;
const BOX: Rect = { x: 60, y: 40, w: 360, h: 400 };
const regions = regionsFromBox(BOX);

/** A seeded generator, so every run paints the same noise. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function face(seed = 7): Pixels {
  const next = random(seed);
  const data = new Uint8ClampedArray(SIZE * SIZE * 4);
  for (let i = 0; i < SIZE * SIZE; i++) {
    const noise = (next() - 0.5) * 8;
    data[i * 4] = 222 + noise;
    data[i * 4 + 1] = 182 + noise;
    data[i * 4 + 2] = 160 + noise;
    data[i * 4 + 3] = 255;
  }
  return { width: SIZE, height: SIZE, data };
}

function paint(
  image: Pixels,
  rect: Rect,
  change: (rgb: [number, number, number], x: number, y: number) => [number, number, number],
) {
  for (let y = Math.floor(rect.y); y < rect.y + rect.h; y++) {
    for (let x = Math.floor(rect.x); x < rect.x + rect.w; x++) {
      const i = (y * image.width + x) * 4;
      const [r, g, b] = change([image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0], x, y);
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
    }
  }
}

const score = (findings: Finding[], name: FindingName) => findings.find((f) => f.name === name)?.value;
const analyse = (image: Pixels) => analyseFace(image, { age: 31, regions });

describe('srgbToLab', () => {
  it('gives the CIE values of white, black and pure red', () => {
    expect(srgbToLab(255, 255, 255).map((v) => Math.round(v) || 0)).toEqual([100, 0, 0]);
    expect(srgbToLab(0, 0, 0).map((v) => Math.round(v) || 0)).toEqual([0, 0, 0]);
    expect(srgbToLab(255, 0, 0).map((v) => Math.round(v) || 0)).toEqual([53, 80, 67]);
  });
});

describe('quantile and labRegion', () => {
  it('finds the value of rank round(q × (n − 1)) of the sorted values, ties and all, leaving the input as it was', () => {
    const next = random(11);
    const values = Float64Array.from({ length: 5001 }, () => Math.round(next() * 300) / 10);
    const before = Float64Array.from(values);
    const sorted = Float64Array.from(values).sort();
    for (const q of [0, 0.03, 0.5, 0.97, 1]) {
      expect(quantile(values, q), String(q)).toBe(sorted[Math.round(q * 5000)]);
    }
    expect(values).toEqual(before);
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(3);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('converts a region once per photo and gives each pixel the CIE value', () => {
    const image = face();
    const rect = { x: 10, y: 20, w: 30, h: 40 };
    const region = labRegion(image, rect);
    expect(labRegion(image, { ...rect })).toBe(region);
    expect(labRegion(face(), rect)).not.toBe(region);
    const i = (25 * SIZE + 12) * 4;
    const expected = srgbToLab(image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0);
    const j = 5 * 30 + 2;
    expect([region.L[j], region.a[j], region.b[j]]).toEqual(expected);
  });
});

describe('analyseFace on synthetic faces', () => {
  const plain = analyse(face());

  it('answers the 14 findings of §3 with overall first, each 0–100 with a level as third segment', () => {
    expect(plain.map((f) => f.name)).toEqual([
      'overall',
      'skinAge',
      'redness',
      'acne',
      'darkcircles',
      'skinShine',
      'dullSkin',
      'unevenSkinTone',
      'wrinkles',
      'pore',
      'skinFirmness',
      'smoothness',
      'melasma',
      'poreDilation',
    ]);
    for (const f of plain) {
      expect(f.value).toBeGreaterThanOrEqual(0);
      expect(f.value).toBeLessThanOrEqual(100);
      if (f.name !== 'skinAge') expect(f.feedback).toBe(`skin.${f.name}.${levelOf(f.value)}`);
    }
    // Skin age is the model's years, its level by age: under 30 excellent, under 45 good.
    expect(plain[1]?.feedback).toBe('skin.skinAge.good');
    expect(score(plain, 'skinAge')).toBe(31);
    // An even face scores well on redness, shine and tone.
    expect(score(plain, 'redness')).toBeGreaterThanOrEqual(90);
    expect(score(plain, 'skinShine')).toBeGreaterThanOrEqual(90);
    expect(score(plain, 'unevenSkinTone')).toBeGreaterThanOrEqual(80);
  });

  it('scores redness worse when the cheeks are redder than the forehead', () => {
    const image = face();
    for (const cheek of [regions.leftCheek, regions.rightCheek]) {
      paint(image, cheek, ([r, g, b]) => [r + 18, g - 22, b - 8]);
    }
    const red = analyse(image);
    expect(score(red, 'redness')).toBeLessThan((score(plain, 'redness') ?? 0) - 30);
    expect(score(red, 'skinShine')).toBe(score(plain, 'skinShine'));
  });

  it('scores shine worse with specular spots on the forehead and nose', () => {
    const image = face();
    for (const zone of [regions.forehead, regions.nose]) {
      paint(image, zone, (rgb, x, y) => (((x >> 3) + (y >> 3)) % 3 === 0 ? [252, 248, 244] : rgb));
    }
    const shiny = analyse(image);
    expect(score(shiny, 'skinShine')).toBeLessThan((score(plain, 'skinShine') ?? 0) - 30);
    expect(score(shiny, 'redness')).toBeGreaterThanOrEqual((score(plain, 'redness') ?? 0) - 5);
  });

  it('scores tone worse with darker brown blotches on the cheeks and forehead', () => {
    const image = face();
    const next = random(3);
    for (const zone of [regions.leftCheek, regions.rightCheek, regions.forehead]) {
      const spots = Array.from({ length: 6 }, () => ({
        x: zone.x + next() * zone.w,
        y: zone.y + next() * zone.h,
        r: 6 + next() * 8,
      }));
      paint(image, zone, (rgb, x, y) =>
        spots.some((s) => (x - s.x) ** 2 + (y - s.y) ** 2 < s.r ** 2)
          ? [rgb[0] - 40, rgb[1] - 45, rgb[2] - 60]
          : rgb,
      );
    }
    const blotched = analyse(image);
    expect(score(blotched, 'unevenSkinTone')).toBeLessThan((score(plain, 'unevenSkinTone') ?? 0) - 20);
    expect(score(blotched, 'melasma')).toBeLessThan(score(plain, 'melasma') ?? 0);
  });

  it('scores dark circles worse when the skin under the eyes is darker than the cheeks', () => {
    const image = face();
    for (const eye of [regions.leftUnderEye, regions.rightUnderEye]) {
      paint(image, eye, ([r, g, b]) => [r - 45, g - 45, b - 30]);
    }
    expect(score(analyse(image), 'darkcircles')).toBeLessThan((score(plain, 'darkcircles') ?? 0) - 30);
  });

  it('scores wrinkles worse with dark lines across the forehead', () => {
    const image = face();
    paint(image, regions.forehead, (rgb, _x, y) =>
      y % 9 < 2 ? [rgb[0] - 50, rgb[1] - 50, rgb[2] - 45] : rgb,
    );
    expect(score(analyse(image), 'wrinkles')).toBeLessThan((score(plain, 'wrinkles') ?? 0) - 20);
  });
});

describe('levels', () => {
  it('reads excellent from 80, good from 60, else ok, and the third segment of a feedback', () => {
    expect([levelOf(80), levelOf(79), levelOf(60), levelOf(59)]).toEqual(['excellent', 'good', 'good', 'ok']);
    expect(levelOfFeedback('skin.redness.good')).toBe('good');
    expect(levelOfFeedback('nonsense')).toBe('ok');
  });
});

describe('photoProblem', () => {
  const frontal = { box: BOX, yaw: 0, pitch: 0 };
  const of = () => regions;

  it('passes an even, sharp, large frontal face', () => {
    expect(photoProblem(face(), [frontal], of)).toBeNull();
  });

  it('names the first problem: no face, several, turned, small, dark, uneven light, blurred', () => {
    expect(photoProblem(face(), [], of)).toBe('noFace');
    expect(photoProblem(face(), [frontal, frontal], of)).toBe('manyFaces');
    expect(photoProblem(face(), [{ ...frontal, yaw: 0.5 }], of)).toBe('notFrontal');
    expect(photoProblem(face(), [{ ...frontal, box: { x: 0, y: 0, w: 100, h: 120 } }], of)).toBe('tooSmall');
    const dark = face();
    paint(dark, { x: 0, y: 0, w: SIZE, h: SIZE }, ([r, g, b]) => [r * 0.15, g * 0.15, b * 0.15]);
    expect(photoProblem(dark, [frontal], of)).toBe('tooDark');
    const sideLit = face();
    paint(sideLit, { x: 0, y: 0, w: SIZE / 2, h: SIZE }, ([r, g, b]) => [r * 0.6, g * 0.6, b * 0.6]);
    expect(photoProblem(sideLit, [frontal], of)).toBe('unevenLight');
    const flat = face();
    paint(flat, { x: 0, y: 0, w: SIZE, h: SIZE }, () => [222, 182, 160]);
    expect(sharpness(flat, regions.face)).toBe(0);
    expect(photoProblem(flat, [frontal], of)).toBe('blurred');
  });
});
