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

/**
 * Load the models and run them once on a sample while the shopper is still choosing or framing the
 * photo: at once, or (page open) only when the browser already keeps them.
 */
export interface WorkerWarmUp {
  warmUp: true;
  /** Load only models the browser already keeps (a returning shopper): a first visit downloads nothing. */
  ifCached?: boolean;
}

/**
 * Where a photo's time went, in milliseconds of the worker's clock (bench:analyzer prints them): the
 * model's load (once a worker: the backend, the three models, the warm-up) and this photo's stages.
 */
export interface StageTimings {
  /** The TensorFlow.js backend the models run on. */
  backend: string;
  /** Starting the backend (for WebAssembly: fetching and compiling its .wasm). */
  backendMs: number;
  /** Reading the three models (from the browser's cache after the first visit). */
  modelsMs: number;
  /** The warm-up run on Human's sample face (0 when a photo came first and it was skipped). */
  warmupMs: number;
  /** How long this photo waited for the load and the warm-up (0 when both were done). */
  waitedMs: number;
  /** Face box, mesh and age. */
  detectMs: number;
  /** The photo checks and the findings on the pixels. */
  metricsMs: number;
}

export type WorkerReply =
  /** The models are loaded (id 0: a warm-up's, not a photo's). */
  | { id: 0; type: 'loaded'; backend: string }
  | { id: number; type: 'status'; status: 'loading' | 'analysing' }
  | { id: number; type: 'problem'; problem: PhotoProblem; timings: StageTimings }
  | { id: number; type: 'result'; findings: Finding[]; timings: StageTimings }
  | { id: number; type: 'failed' };
