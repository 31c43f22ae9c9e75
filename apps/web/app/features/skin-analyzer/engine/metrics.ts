// The skin analyzer's findings (member-area-and-tools.md §3 'Analysis result'), computed from a photo's
// pixels and the face regions the face model found. Pure functions, no browser, no model: the worker
// calls them, and the tests call them on synthetic images. The method, its sources and its limits are
// docs/decisions/071-skin-analyzer.md.
//
// Every metric first measures a severity (0–100, more = more of the condition), then the score shown is
// 100 − severity (more = better skin), as the widget's scores and the overall default of 100 read.
// Colour is judged against the shopper's own skin (the cheeks, or the forehead for the cheeks' redness),
// never against an absolute scale, because phone cameras and light differ.
import {
  boxBlur,
  type LabRegion,
  labRegion,
  mean,
  type Pixels,
  quantile,
  type Rect,
  standardDeviation,
} from './colour';

/** The regions of one face, in image pixels (from the face mesh, or from the face box). */
export interface FaceRegions {
  face: Rect;
  forehead: Rect;
  nose: Rect;
  leftCheek: Rect;
  rightCheek: Rect;
  leftUnderEye: Rect;
  rightUnderEye: Rect;
  /** The skin beside the outer eye corners (crow's feet). */
  leftEyeCorner: Rect;
  rightEyeCorner: Rect;
  chin: Rect;
}

export const FINDING_NAMES = [
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
] as const;
export type FindingName = (typeof FINDING_NAMES)[number];
export type FindingLevel = 'excellent' | 'good' | 'ok';

export interface Finding {
  name: FindingName;
  value: number;
  /** Dot-separated, its third segment the level: `skin.redness.good` (§3). */
  feedback: string;
}

/** Levels by score: 80 and above excellent, 60 and above good, else ok. */
export function levelOf(value: number): FindingLevel {
  if (value >= 80) return 'excellent';
  if (value >= 60) return 'good';
  return 'ok';
}

export function finding(name: FindingName, value: number): Finding {
  const rounded = Math.round(clamp(value));
  return { name, value: rounded, feedback: `skin.${name}.${levelOf(rounded)}` };
}

/** The level of a feedback text: its third segment when it is one of the three, else ok. */
export function levelOfFeedback(feedback: string): FindingLevel {
  const third = feedback.split('.')[2];
  return third === 'excellent' || third === 'good' || third === 'ok' ? third : 'ok';
}

const clamp = (value: number, low = 0, high = 100) =>
  Number.isFinite(value) ? Math.min(high, Math.max(low, value)) : low;

/** Pools several regions' planes into one list of values. */
function pooled(regions: readonly LabRegion[], channel: 'L' | 'a' | 'b'): Float64Array {
  const total = regions.reduce((n, r) => n + r[channel].length, 0);
  const out = new Float64Array(total);
  let offset = 0;
  for (const region of regions) {
    out.set(region[channel], offset);
    offset += region[channel].length;
  }
  return out;
}

/**
 * Redness (CIELAB a*, the erythema index of colorimetry): how much redder the cheeks are than the
 * shopper's own forehead and chin, plus the share of cheek pixels well above that baseline.
 */
export function rednessSeverity(cheeks: readonly LabRegion[], reference: readonly LabRegion[]): number {
  const cheekA = pooled(cheeks, 'a');
  const baseline = quantile(pooled(reference, 'a'), 0.5);
  const lift = quantile(cheekA, 0.5) - baseline;
  let red = 0;
  for (const value of cheekA) if (value > baseline + 8) red++;
  const share = cheekA.length ? red / cheekA.length : 0;
  return clamp(Math.max(0, lift) * 5 + share * 50);
}

/** Acne: small spots much redder than the cheek around them (a* against a local mean). */
export function acneSeverity(cheeks: readonly LabRegion[]): number {
  let spots = 0;
  let total = 0;
  for (const region of cheeks) {
    const local = boxBlur(region.a, region.w, region.h, Math.max(3, Math.round(region.w / 12)));
    for (let i = 0; i < region.a.length; i++) {
      if ((region.a[i] ?? 0) - (local[i] ?? 0) > 10) spots++;
    }
    total += region.a.length;
  }
  return clamp(total ? (spots / total) * 800 : 0);
}

/** Dark circles: how much darker (L*) the skin under the eyes is than the cheeks. */
export function darkCircleSeverity(underEyes: readonly LabRegion[], cheeks: readonly LabRegion[]): number {
  const drop = quantile(pooled(cheeks, 'L'), 0.5) - quantile(pooled(underEyes, 'L'), 0.5);
  return clamp(Math.max(0, drop - 2) * 5);
}

/**
 * Shine: specular highlights on the T-zone, pixels far brighter than the cheek's median L* and less
 * saturated (specular light carries the lamp's colour, not the skin's).
 */
export function shineSeverity(tZone: readonly LabRegion[], cheeks: readonly LabRegion[]): number {
  const cheekL = quantile(pooled(cheeks, 'L'), 0.5);
  const cheekA = pooled(cheeks, 'a');
  const cheekB = pooled(cheeks, 'b');
  const cheekChroma = Math.hypot(quantile(cheekA, 0.5), quantile(cheekB, 0.5));
  let shiny = 0;
  let total = 0;
  for (const region of tZone) {
    for (let i = 0; i < region.L.length; i++) {
      const chroma = Math.hypot(region.a[i] ?? 0, region.b[i] ?? 0);
      if ((region.L[i] ?? 0) > Math.min(96, cheekL + 12) && chroma < cheekChroma * 0.75) shiny++;
    }
    total += region.L.length;
  }
  return clamp(total ? (shiny / total) * 300 : 0);
}

/**
 * Uneven tone: the spread of L* and b* over the cheeks and forehead once the slow shading of the face
 * (a wide blur) is taken out, so the shape of the face does not count as blotches.
 */
export function unevenToneSeverity(regions: readonly LabRegion[]): number {
  const spreads = regions.map((region) => {
    const radius = Math.max(4, Math.round(region.w / 4));
    const slowL = boxBlur(region.L, region.w, region.h, radius);
    const slowB = boxBlur(region.b, region.w, region.h, radius);
    const residualL = region.L.map((v, i) => v - (slowL[i] ?? 0));
    const residualB = region.b.map((v, i) => v - (slowB[i] ?? 0));
    // Fine texture (pores) is the pore metric's; a small blur keeps blotches only.
    const blotchL = boxBlur(residualL, region.w, region.h, 2);
    const blotchB = boxBlur(residualB, region.w, region.h, 2);
    return standardDeviation(blotchL) + standardDeviation(blotchB);
  });
  return clamp((mean(spreads) - 0.8) * 12);
}

/** Melasma and spots: patches darker (L*) and yellower-brown (b*) than the region's own median. */
export function spotSeverity(regions: readonly LabRegion[]): number {
  let spots = 0;
  let total = 0;
  for (const region of regions) {
    const medianL = quantile(region.L, 0.5);
    const medianB = quantile(region.b, 0.5);
    const smooth = boxBlur(region.L, region.w, region.h, 1);
    for (let i = 0; i < region.L.length; i++) {
      if ((smooth[i] ?? 0) < medianL - 7 && (region.b[i] ?? 0) > medianB + 1) spots++;
    }
    total += region.L.length;
  }
  return clamp(total ? (spots / total) * 500 : 0);
}

/** Dull skin: cheeks darker and greyer (lower L* and chroma) than the brightest skin in the same photo. */
export function dullnessSeverity(cheeks: readonly LabRegion[], face: LabRegion): number {
  const L = pooled(cheeks, 'L');
  const brightest = quantile(face.L, 0.97);
  const chroma = Math.hypot(quantile(pooled(cheeks, 'a'), 0.5), quantile(pooled(cheeks, 'b'), 0.5));
  const darkness = Math.max(0, brightest - quantile(L, 0.5) - 6) * 3;
  const greyness = Math.max(0, 14 - chroma) * 2.5;
  return clamp(darkness + greyness);
}

/** High-frequency energy of L* (the residual after a small blur): pores and rough texture. */
export function highFrequencyEnergy(region: LabRegion, radius: number): number {
  const blurred = boxBlur(region.L, region.w, region.h, radius);
  let sum = 0;
  for (let i = 0; i < region.L.length; i++) sum += ((region.L[i] ?? 0) - (blurred[i] ?? 0)) ** 2;
  return region.L.length ? Math.sqrt(sum / region.L.length) : 0;
}

/** Pores: the fine-scale energy of L* on the nose and cheeks. */
export function poreSeverity(regions: readonly LabRegion[]): number {
  return clamp((mean(regions.map((r) => highFrequencyEnergy(r, 1))) - 0.6) * 14);
}

/** Enlarged pores: the density of small dark blobs (local minima well below their surroundings). */
export function poreDilationSeverity(regions: readonly LabRegion[]): number {
  let blobs = 0;
  let total = 0;
  for (const region of regions) {
    const { w, h, L } = region;
    const around = boxBlur(L, w, h, 3);
    for (let y = 1; y < h - 1; y++) {
      for (let x = 1; x < w - 1; x++) {
        const i = y * w + x;
        const v = L[i] ?? 0;
        if (v > (around[i] ?? 0) - 4) continue;
        if (v <= (L[i - 1] ?? 0) && v <= (L[i + 1] ?? 0) && v <= (L[i - w] ?? 0) && v <= (L[i + w] ?? 0)) {
          blobs++;
        }
      }
    }
    total += w * h;
  }
  return clamp(total ? (blobs / total) * 1000 * 4 : 0);
}

/** Roughness: the middle-scale energy of L* (texture bigger than pores). */
export function roughnessSeverity(regions: readonly LabRegion[]): number {
  return clamp((mean(regions.map((r) => highFrequencyEnergy(r, 4))) - 1.2) * 8);
}

/**
 * Wrinkles: a Hessian ridge filter (the line measure of Frangi et al.) on L*: at each pixel the larger
 * eigenvalue of the second-derivative matrix of a lightly blurred L*; a dark line (a crease) gives a
 * strong positive value. The severity is the share of pixels over a threshold.
 */
export function wrinkleSeverity(regions: readonly LabRegion[]): number {
  let ridges = 0;
  let total = 0;
  for (const region of regions) {
    const { w, h } = region;
    const L = boxBlur(region.L, w, h, 1);
    const at = (x: number, y: number) =>
      L[Math.min(h - 1, Math.max(0, y)) * w + Math.min(w - 1, Math.max(0, x))] ?? 0;
    const s = 2;
    for (let y = s; y < h - s; y++) {
      for (let x = s; x < w - s; x++) {
        const c = at(x, y);
        const dxx = (at(x + s, y) - 2 * c + at(x - s, y)) / (s * s);
        const dyy = (at(x, y + s) - 2 * c + at(x, y - s)) / (s * s);
        const dxy = (at(x + s, y + s) - at(x + s, y - s) - at(x - s, y + s) + at(x - s, y - s)) / (4 * s * s);
        const half = (dxx + dyy) / 2;
        const root = Math.sqrt(((dxx - dyy) / 2) ** 2 + dxy * dxy);
        if (half + root > 1.2) ridges++;
      }
    }
    total += Math.max(1, (w - 2 * s) * (h - 2 * s));
  }
  return clamp(total ? (ridges / total) * 400 : 0);
}

export interface FaceMeasurement {
  /** The face model's age estimate in years, or null when it gave none. */
  age: number | null;
  regions: FaceRegions;
}

/** Every finding for one face, overall first (§3: findings[0] is the overall score). */
export function analyseFace(image: Pixels, { age, regions }: FaceMeasurement): Finding[] {
  const lab = (rect: Rect) => labRegion(image, rect);
  const cheeks = [lab(regions.leftCheek), lab(regions.rightCheek)];
  const forehead = lab(regions.forehead);
  const nose = lab(regions.nose);
  const chin = lab(regions.chin);
  const underEyes = [lab(regions.leftUnderEye), lab(regions.rightUnderEye)];
  const eyeCorners = [lab(regions.leftEyeCorner), lab(regions.rightEyeCorner)];
  const face = lab(regions.face);

  const wrinkles = wrinkleSeverity([forehead, ...eyeCorners]);
  const years = age === null ? null : clamp(age, 0, 100);
  const ageing = years === null ? 0 : Math.max(0, years - 25) * 1.2;
  const scored: Finding[] = [
    finding('redness', 100 - rednessSeverity(cheeks, [forehead, chin])),
    finding('acne', 100 - acneSeverity([...cheeks, chin, forehead])),
    finding('darkcircles', 100 - darkCircleSeverity(underEyes, cheeks)),
    finding('skinShine', 100 - shineSeverity([forehead, nose], cheeks)),
    finding('dullSkin', 100 - dullnessSeverity(cheeks, face)),
    finding('unevenSkinTone', 100 - unevenToneSeverity([...cheeks, forehead])),
    finding('wrinkles', 100 - wrinkles),
    finding('pore', 100 - poreSeverity([nose, ...cheeks])),
    finding('skinFirmness', 100 - clamp(wrinkles * 0.5 + ageing)),
    finding('smoothness', 100 - roughnessSeverity([...cheeks, forehead])),
    finding('melasma', 100 - spotSeverity([...cheeks, forehead])),
    finding('poreDilation', 100 - poreDilationSeverity([nose, ...cheeks])),
  ];
  const overall = finding('overall', mean(scored.map((f) => f.value)));
  const skinAge: Finding =
    years === null
      ? finding('skinAge', 100 - wrinkles)
      : { name: 'skinAge', value: Math.round(years), feedback: `skin.skinAge.${ageLevel(years)}` };
  return [overall, skinAge, ...scored];
}

function ageLevel(years: number): FindingLevel {
  if (years < 30) return 'excellent';
  if (years < 45) return 'good';
  return 'ok';
}

/** The regions of a frontal face from its box alone, in the proportions of an average adult face. */
export function regionsFromBox(box: Rect): FaceRegions {
  const { x, y, w, h } = box;
  const at = (fx: number, fy: number, fw: number, fh: number): Rect => ({
    x: x + fx * w,
    y: y + fy * h,
    w: fw * w,
    h: fh * h,
  });
  return {
    face: at(0.1, 0.1, 0.8, 0.8),
    forehead: at(0.28, 0.08, 0.44, 0.14),
    nose: at(0.43, 0.4, 0.14, 0.22),
    leftCheek: at(0.16, 0.52, 0.2, 0.18),
    rightCheek: at(0.64, 0.52, 0.2, 0.18),
    leftUnderEye: at(0.24, 0.43, 0.16, 0.06),
    rightUnderEye: at(0.6, 0.43, 0.16, 0.06),
    leftEyeCorner: at(0.08, 0.3, 0.1, 0.12),
    rightEyeCorner: at(0.82, 0.3, 0.1, 0.12),
    chin: at(0.38, 0.84, 0.24, 0.1),
  };
}
