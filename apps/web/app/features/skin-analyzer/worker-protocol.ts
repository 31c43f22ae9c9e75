// Messages between the page and the face worker.
import type { Finding } from './engine/metrics';
import type { PhotoProblem } from './engine/photo-checks';

export interface WorkerRequest {
  id: number;
  width: number;
  height: number;
  /** The RGBA bytes, transferred. */
  data: ArrayBuffer;
}

export type WorkerReply =
  | { id: number; type: 'status'; status: 'loading' | 'analysing' }
  | { id: number; type: 'problem'; problem: PhotoProblem }
  | { id: number; type: 'result'; findings: Finding[] }
  | { id: number; type: 'failed' };
