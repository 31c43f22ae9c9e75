// The photo checks before any score (issue 24 'Capture'): one face, frontal, large enough, evenly lit,
// sharp. Pure: the model's face boxes and angles come in as numbers; light and sharpness are measured on
// the pixels. Each failure has its own Chinese message and the page offers a retake.
import { labRegion, mean, type Pixels, quantile, type Rect } from './colour';
import type { FaceRegions } from './metrics';

export type PhotoProblem =
  | 'noFace'
  | 'manyFaces'
  | 'notFrontal'
  | 'tooSmall'
  | 'unevenLight'
  | 'tooDark'
  | 'tooBright'
  | 'blurred';

export const PHOTO_PROBLEM_MESSAGES: Record<PhotoProblem, string> = {
  noFace: '找不到臉部，請讓整張臉出現在框線內再拍一次。',
  manyFaces: '照片中有不只一張臉，請只讓自己入鏡再拍一次。',
  notFrontal: '請正面直視鏡頭，不要側臉、抬頭或低頭，再拍一次。',
  tooSmall: '臉部太小，請靠近鏡頭，讓臉填滿框線再拍一次。',
  unevenLight: '臉部兩側光線不均，請面向光源、避開側光再拍一次。',
  tooDark: '光線太暗，請到明亮處再拍一次。',
  tooBright: '光線太強，請避開直射光再拍一次。',
  blurred: '照片模糊，請拿穩手機、對焦後再拍一次。',
};

/** The least share of the image's shorter side the face box must span. */
export const MIN_FACE_SHARE = 0.3;
/** The least face width in pixels, whatever the image size. */
export const MIN_FACE_PX = 160;
/** Yaw and pitch past this many radians (about 17°) are not frontal. */
export const MAX_TURN_RADIANS = 0.3;
/** Cheeks' median L* may differ this much before the light counts as uneven. */
export const MAX_CHEEK_LIGHT_GAP = 12;
/** The face's variance of the Laplacian of L* must reach this to count as sharp. */
export const MIN_SHARPNESS = 6;

export interface DetectedFace {
  box: Rect;
  /** Radians; 0 when the model gave no angle. */
  yaw: number;
  pitch: number;
}

/** Variance of the 4-neighbour Laplacian of L* (Pech-Pacheco et al. 2000), a standard focus measure. */
export function sharpness(image: Pixels, rect: Rect): number {
  const { w, h, L } = labRegion(image, rect);
  const values = new Float64Array(Math.max(0, w - 2) * Math.max(0, h - 2));
  let n = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      values[n++] = (L[i - 1] ?? 0) + (L[i + 1] ?? 0) + (L[i - w] ?? 0) + (L[i + w] ?? 0) - 4 * (L[i] ?? 0);
    }
  }
  const m = mean(values);
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += ((values[i] ?? 0) - m) ** 2;
  return values.length ? sum / values.length : 0;
}

/** The first problem of the photo, in the order the shopper would fix them, or null when it is fine. */
export function photoProblem(
  image: Pixels,
  faces: readonly DetectedFace[],
  regionsOf: (face: DetectedFace) => FaceRegions,
): PhotoProblem | null {
  if (faces.length === 0) return 'noFace';
  if (faces.length > 1) return 'manyFaces';
  const face = faces[0] as DetectedFace;
  if (Math.abs(face.yaw) > MAX_TURN_RADIANS || Math.abs(face.pitch) > MAX_TURN_RADIANS) return 'notFrontal';
  const shorter = Math.min(image.width, image.height);
  if (face.box.w < Math.max(MIN_FACE_PX, shorter * MIN_FACE_SHARE)) return 'tooSmall';
  const regions = regionsOf(face);
  const left = quantile(labRegion(image, regions.leftCheek).L, 0.5);
  const right = quantile(labRegion(image, regions.rightCheek).L, 0.5);
  const level = (left + right) / 2;
  if (level < 25) return 'tooDark';
  if (level > 92) return 'tooBright';
  if (Math.abs(left - right) > MAX_CHEEK_LIGHT_GAP) return 'unevenLight';
  if (sharpness(image, regions.face) < MIN_SHARPNESS) return 'blurred';
  return null;
}
