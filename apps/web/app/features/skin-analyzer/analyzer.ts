// The analyzer behind the page (issue 24 'An adapter for a hosted provider'): one interface, the built-in
// analyzer (this file: the photo is analysed in the shopper's browser, in a worker) and the hosted
// provider's widget (hosted-analyzer.ts), chosen by the SKIN_ANALYZER setting.
import type { Finding } from './engine/metrics';
import type { PhotoProblem } from './engine/photo-checks';
import type { Selections } from './selections';
import type { WorkerReply, WorkerRequest, WorkerWarmUp } from './worker-protocol';

export type AnalysisStatus = 'loading' | 'analysing';

export type PhotoOutcome =
  | { kind: 'result'; findings: Finding[] }
  | { kind: 'problem'; problem: PhotoProblem }
  | { kind: 'failed' };

/** A photo ready to analyse: its pixels and a small JPEG copy (the cvResults image). */
export interface PreparedPhoto {
  pixels: ImageData;
  /**
   * data:image/jpeg;base64,… at most PREVIEW_PX on its longer side, encoded on first call: the page asks
   * for it once the pixels are on their way to the worker, so the encoding is off the photo's path.
   */
  preview: () => string;
}

/** What the hosted widget hands back when its shopper finishes. */
export interface WidgetOutcome {
  findings: Finding[];
  image: string;
  selections: Selections;
}

export interface SkinAnalyzer {
  /**
   * 'photo': the page takes the photo (camera or file) and calls analysePhoto; 'widget': the provider's
   * widget takes it inside the container mountWidget is given.
   */
  readonly capture: 'photo' | 'widget';
  analysePhoto?(photo: PreparedPhoto, onStatus: (status: AnalysisStatus) => void): Promise<PhotoOutcome>;
  /**
   * Starts loading and warming the models before the photo, so the photo waits less: at once (the
   * camera or the file chosen), or `ifCached` (the page opened) only when this browser loaded them before.
   */
  prepare?(options?: { ifCached?: boolean }): void;
  /** Shows the widget; answers the function that removes it. */
  mountWidget?(
    container: HTMLElement,
    onDone: (outcome: WidgetOutcome) => void,
    onFailed: () => void,
  ): () => void;
  dispose(): void;
}

/** The longer side the pixels are analysed at: enough for pores on a face that fills the frame. */
export const ANALYSIS_PX = 960;
export const PREVIEW_PX = 480;

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** Draws an image or a video frame at most `longest` px on its longer side. */
function drawScaled(source: CanvasImageSource, width: number, height: number, longest: number) {
  const scale = Math.min(1, longest / Math.max(width, height));
  const canvas = canvasOf(Math.round(width * scale), Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return { canvas, context };
}

export function preparePhoto(source: CanvasImageSource, width: number, height: number): PreparedPhoto {
  const { canvas, context } = drawScaled(source, width, height, ANALYSIS_PX);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  let preview: string | null = null;
  return {
    pixels,
    preview: () => {
      preview ??= drawScaled(canvas, canvas.width, canvas.height, PREVIEW_PX).canvas.toDataURL(
        'image/jpeg',
        0.85,
      );
      return preview;
    },
  };
}

/** A photo file, decoded by the browser with its EXIF orientation applied. */
export async function preparePhotoFile(file: Blob): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    return preparePhoto(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/**
 * Set in local storage once the worker has loaded the models (Human then keeps them in IndexedDB): the
 * page opened again starts the worker and loads them at once. Without it the page starts no worker
 * before the shopper chooses the camera or a file, so a first visit downloads neither (the worker checks
 * IndexedDB itself too, in case the browser dropped the models since).
 */
export const MODELS_KEPT_KEY = 'skin-analyzer-models-kept';

function modelsKeptBefore(): boolean {
  try {
    return localStorage.getItem(MODELS_KEPT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Where the last photo's time went (the worker's stages), for bench:analyzer and the browser's tools. */
export const TIMINGS_MARK = 'skin-analyzer-stages';

function faceWorker(): Worker {
  const made = new Worker(new URL('./face.worker.ts', import.meta.url), { type: 'module' });
  made.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    if (event.data.type !== 'loaded') return;
    try {
      localStorage.setItem(MODELS_KEPT_KEY, '1');
    } catch {
      // Private mode without storage: the next visit loads the models when the shopper chooses.
    }
  });
  return made;
}

/** The worker startEarly made, until the page's analyzer takes it over. */
let early: Worker | null = null;

/**
 * Called as the analyzer's code is evaluated in the browser, before React hydrates the page (on a slow
 * phone that takes seconds, and the worker loads the models on another core meanwhile): a browser that
 * kept the models starts loading and warming them at once. Only the analyzer's page runs this code.
 */
export function startEarly(): void {
  if (typeof window === 'undefined' || typeof Worker === 'undefined' || early || !modelsKeptBefore()) return;
  early = faceWorker();
  const warmUp: WorkerWarmUp = { warmUp: true, ifCached: true };
  early.postMessage(warmUp);
}

/** The early worker for the built-in analyzer to take over (once), or to end when the shop uses the hosted one. */
export function takeEarlyWorker(): Worker | null {
  const taken = early;
  early = null;
  return taken;
}

/** The built-in analyzer: @vladmandic/human and the metrics, in a worker made on first use. */
export function builtInAnalyzer(): SkinAnalyzer {
  let worker: Worker | null = takeEarlyWorker();
  let next = 0;
  const started = () => {
    worker ??= faceWorker();
    return worker;
  };
  return {
    capture: 'photo',
    prepare(options = {}) {
      if (options.ifCached && !worker && !modelsKeptBefore()) return;
      const warmUp: WorkerWarmUp = { warmUp: true, ifCached: options.ifCached };
      started().postMessage(warmUp);
    },
    analysePhoto(photo, onStatus) {
      const running = started();
      const id = ++next;
      return new Promise<PhotoOutcome>((resolve) => {
        const listen = (event: MessageEvent<WorkerReply>) => {
          const reply = event.data;
          if (reply.id !== id) return;
          if (reply.type === 'status') {
            onStatus(reply.status);
            return;
          }
          running.removeEventListener('message', listen);
          running.removeEventListener('error', fail);
          if (reply.type === 'result' || reply.type === 'problem')
            performance.mark(TIMINGS_MARK, { detail: reply.timings });
          if (reply.type === 'result') resolve({ kind: 'result', findings: reply.findings });
          else if (reply.type === 'problem') resolve({ kind: 'problem', problem: reply.problem });
          else resolve({ kind: 'failed' });
        };
        const fail = (event: ErrorEvent) => {
          console.error('[skin-analyzer] worker error', event.message);
          running.removeEventListener('message', listen);
          running.removeEventListener('error', fail);
          resolve({ kind: 'failed' });
        };
        running.addEventListener('message', listen);
        running.addEventListener('error', fail);
        const data = photo.pixels.data.slice().buffer;
        const request: WorkerRequest = { id, width: photo.pixels.width, height: photo.pixels.height, data };
        running.postMessage(request, [data]);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
    },
  };
}
