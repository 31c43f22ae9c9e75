// The face regions from the 468-point face mesh (MediaPipe Face Mesh numbering, which @vladmandic/human
// follows): each region the bounding box of a few mesh points, shrunk a little so its edges stay on skin.
import type { Rect } from './engine/colour';
import type { FaceRegions } from './engine/metrics';

type Point = readonly (number | undefined)[];

const FOREHEAD = [67, 109, 10, 338, 297, 69, 108, 151, 337, 299];
const NOSE = [168, 6, 197, 195, 5];
const CHEEK_A = [117, 118, 101, 36, 205, 187, 123, 50];
const CHEEK_B = [346, 347, 330, 266, 425, 411, 352, 280];
const UNDER_EYE_A = [110, 24, 23, 22, 26, 112, 232, 231, 230, 229, 228];
const UNDER_EYE_B = [339, 254, 253, 252, 256, 341, 452, 451, 450, 449, 448];
const CHIN = [152, 148, 176, 149, 150, 377, 400, 378, 379, 175, 199, 200];
/** Outer eye corners. */
const CORNER_A = 33;
const CORNER_B = 263;

function boxOf(mesh: readonly Point[], indices: readonly number[], shrink: number): Rect {
  const xs = indices.map((i) => mesh[i]?.[0] ?? 0);
  const ys = indices.map((i) => mesh[i]?.[1] ?? 0);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const w = Math.max(...xs) - x0;
  const h = Math.max(...ys) - y0;
  return { x: x0 + (w * shrink) / 2, y: y0 + (h * shrink) / 2, w: w * (1 - shrink), h: h * (1 - shrink) };
}

/** Regions named by the image's left and right (the shopper's right cheek is the image's left). */
export function regionsFromMesh(mesh: readonly Point[], face: Rect): FaceRegions {
  const a = mesh[CORNER_A] ?? [face.x, face.y];
  const b = mesh[CORNER_B] ?? [face.x + face.w, face.y];
  const [left, right] = (a[0] ?? 0) <= (b[0] ?? 0) ? [a, b] : [b, a];
  const cornerW = face.w * 0.09;
  const cornerH = face.h * 0.1;
  const cheekA = boxOf(mesh, CHEEK_A, 0.2);
  const cheekB = boxOf(mesh, CHEEK_B, 0.2);
  const underA = boxOf(mesh, UNDER_EYE_A, 0.15);
  const underB = boxOf(mesh, UNDER_EYE_B, 0.15);
  const aIsLeft = cheekA.x <= cheekB.x;
  return {
    face: { x: face.x + face.w * 0.1, y: face.y + face.h * 0.1, w: face.w * 0.8, h: face.h * 0.8 },
    forehead: boxOf(mesh, FOREHEAD, 0.2),
    nose: boxOf(mesh, NOSE, 0),
    leftCheek: aIsLeft ? cheekA : cheekB,
    rightCheek: aIsLeft ? cheekB : cheekA,
    leftUnderEye: underA.x <= underB.x ? underA : underB,
    rightUnderEye: underA.x <= underB.x ? underB : underA,
    leftEyeCorner: {
      x: (left[0] ?? 0) - cornerW * 1.1,
      y: (left[1] ?? 0) - cornerH / 2,
      w: cornerW,
      h: cornerH,
    },
    rightEyeCorner: {
      x: (right[0] ?? 0) + cornerW * 0.1,
      y: (right[1] ?? 0) - cornerH / 2,
      w: cornerW,
      h: cornerH,
    },
    chin: boxOf(mesh, CHIN, 0.25),
  };
}
