// Colour and pixel helpers of the skin analyzer's metrics, pure and free of the browser: an RGBA pixel
// array in, CIELAB and region statistics out (docs/decisions/071-skin-analyzer.md).

/** An RGBA image as canvas ImageData holds it: 4 bytes a pixel, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** An axis-aligned rectangle in pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const LINEAR = Float64Array.from({ length: 256 }, (_, i) => linear(i));

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

/** sRGB (D65) to CIELAB: L* 0–100, a* green–red, b* blue–yellow (CIE 15:2004). */
export function srgbToLab(r: number, g: number, b: number): [number, number, number] {
  const out = { L: new Float64Array(1), a: new Float64Array(1), b: new Float64Array(1) };
  labInto(r, g, b, out, 0);
  return [out.L[0] ?? 0, out.a[0] ?? 0, out.b[0] ?? 0];
}

/** srgbToLab written into three planes at index j (no array a pixel: a face is 100,000 pixels and more). */
function labInto(
  r: number,
  g: number,
  b: number,
  out: { L: Float64Array; a: Float64Array; b: Float64Array },
  j: number,
) {
  const R = LINEAR[r] ?? 0;
  const G = LINEAR[g] ?? 0;
  const B = LINEAR[b] ?? 0;
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  out.L[j] = 116 * fy - 16;
  out.a[j] = 500 * (fx - fy);
  out.b[j] = 200 * (fy - fz);
}

/** The part of a rectangle inside the image, in whole pixels (empty when none). */
export function clampRect(rect: Rect, image: Pick<Pixels, 'width' | 'height'>): Rect {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(image.width, Math.ceil(rect.x + rect.w));
  const y1 = Math.min(image.height, Math.ceil(rect.y + rect.h));
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

/** A region's pixels in CIELAB, as three planes of w × h values. */
export interface LabRegion {
  w: number;
  h: number;
  L: Float64Array;
  a: Float64Array;
  b: Float64Array;
}

/**
 * The regions already converted, per image: the photo checks and the findings ask for the same cheeks
 * and face. Callers only read the planes.
 */
const converted = new WeakMap<Pixels, Map<string, LabRegion>>();

export function labRegion(image: Pixels, rect: Rect): LabRegion {
  const r = clampRect(rect, image);
  const key = `${r.x},${r.y},${r.w},${r.h}`;
  let kept = converted.get(image);
  const known = kept?.get(key);
  if (known) return known;
  const n = r.w * r.h;
  const region: LabRegion = {
    w: r.w,
    h: r.h,
    L: new Float64Array(n),
    a: new Float64Array(n),
    b: new Float64Array(n),
  };
  const data = image.data;
  for (let y = 0; y < r.h; y++) {
    let i = ((r.y + y) * image.width + r.x) * 4;
    for (let x = 0; x < r.w; x++, i += 4) {
      labInto(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, region, y * r.w + x);
    }
  }
  if (!kept) {
    kept = new Map();
    converted.set(image, kept);
  }
  kept.set(key, region);
  return region;
}

export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] ?? 0;
  return sum / values.length;
}

export function standardDeviation(values: ArrayLike<number>): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += ((values[i] ?? 0) - m) ** 2;
  return Math.sqrt(sum / values.length);
}

/**
 * The q-quantile (0–1): the value at rank round(q × (n − 1)) of the sorted values, found by selection
 * (Hoare's quickselect, on a copy) in linear time rather than by sorting.
 */
export function quantile(values: ArrayLike<number>, q: number): number {
  if (values.length === 0) return 0;
  const copy = Float64Array.from(values);
  const rank = Math.min(copy.length - 1, Math.max(0, Math.round(q * (copy.length - 1))));
  return select(copy, rank);
}

/** The value of rank k (0-based) in ascending order; reorders `values`. */
function select(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1] ?? 0;
    let i = low;
    let j = high;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i++;
      while ((values[j] ?? 0) > pivot) j--;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k] ?? 0;
  }
  return values[k] ?? 0;
}

/** A box blur of a plane (radius r, edges clamped) through a summed-area table. */
export function boxBlur(plane: Float64Array, w: number, h: number, r: number): Float64Array {
  const table = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += plane[y * w + x] ?? 0;
      table[(y + 1) * (w + 1) + x + 1] = (table[y * (w + 1) + x + 1] ?? 0) + row;
    }
  }
  const out = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const sum =
        (table[y1 * (w + 1) + x1] ?? 0) -
        (table[y0 * (w + 1) + x1] ?? 0) -
        (table[y1 * (w + 1) + x0] ?? 0) +
        (table[y0 * (w + 1) + x0] ?? 0);
      out[y * w + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return out;
}
