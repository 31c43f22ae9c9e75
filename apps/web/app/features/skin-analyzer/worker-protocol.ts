// Messages between the page and the face worker.
import type { Finding } from './engine/metrics';
import type { PhotoProblem } from './engine/photo-checks';

/** A photo to analyse. */
export interface WorkerRequest {
  id: number;
  width: number;
  height: number;
  /** The RGBA bytes, transferred. */
  data: ArrayBuffer;
}

/** Load the models and run them once on a sample, while the shopper is still framing the photo. */
export interface WorkerWarmUp {
  warmUp: true;
}

export type WorkerReply =
  | { id: number; type: 'status'; status: 'loading' | 'analysing' }
  | { id: number; type: 'problem'; problem: PhotoProblem }
  | { id: number; type: 'result'; findings: Finding[] }
  | { id: number; type: 'failed' };
