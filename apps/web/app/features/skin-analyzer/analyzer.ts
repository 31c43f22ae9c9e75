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
  /** data:image/jpeg;base64,… at most PREVIEW_PX on its longer side. */
  preview: string;
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
  /** Starts loading the models while the shopper frames the photo, so the photo waits less. */
  prepare?(): void;
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
  const preview = drawScaled(canvas, canvas.width, canvas.height, PREVIEW_PX).canvas.toDataURL(
    'image/jpeg',
    0.85,
  );
  return { pixels, preview };
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

/** The built-in analyzer: @vladmandic/human and the metrics, in a worker made on first use. */
export function builtInAnalyzer(): SkinAnalyzer {
  let worker: Worker | null = null;
  let next = 0;
  const started = () => {
    worker ??= new Worker(new URL('./face.worker.ts', import.meta.url), { type: 'module' });
    return worker;
  };
  return {
    capture: 'photo',
    prepare() {
      if (worker) return;
      const warmUp: WorkerWarmUp = { warmUp: true };
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
