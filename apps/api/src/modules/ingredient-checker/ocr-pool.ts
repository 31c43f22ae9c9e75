import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWorker, OEM, type Worker } from 'tesseract.js';

// A bounded pool of tesseract.js workers (docs/decisions/069-ingredient-ocr.md). Each worker is a
// worker_threads thread running tesseract's WebAssembly build, so reading a photo never blocks the event
// loop; the pool caps how many read at once (one core each) and how many may wait, so a burst of photos
// cannot take the cores every other call needs. Each thread also runs at the lowest scheduling
// priority (ocr-worker.cjs, docs/decisions/123-ocr-below-requests.md), so a read only takes the CPU
// time the request thread leaves over and cached reads keep their latency while photos are read.

/** Traditional Chinese first: on a mixed label the first language settles ties. */
const LANGUAGES = ['chi_tra', 'eng'] as const;
/** The small integer LSTM models (best_int) the @tesseract.js-data packages ship beside the large ones. */
const MODEL_FOLDER = '4.0.0_best_int';
/** A read that takes longer than this has hung: its worker is ended and replaced. */
const READ_TIMEOUT_MS = 60_000;
/** The worker thread's script: lowers its own priority, then runs tesseract.js's worker script. */
const WORKER_SCRIPT = fileURLToPath(new URL('./ocr-worker.cjs', import.meta.url));

export class OcrBusyError extends Error {
  constructor() {
    super('Every OCR worker is busy and the queue is full');
  }
}

export interface OcrPoolOptions {
  /** Workers reading at once (OCR_WORKERS). */
  workers: number;
  /** Photos that may wait for a worker (OCR_QUEUE_MAX); past it recognize throws OcrBusyError. */
  queueMax: number;
}

export interface OcrPool {
  /** The text of an image (PNG, JPEG, WebP bytes); OcrBusyError at once when the queue is full. */
  recognize(image: Buffer): Promise<string>;
  /** Reads running and waiting now. */
  load(): { running: number; waiting: number };
  close(): Promise<void>;
}

/**
 * The language files, copied from node_modules into a private folder: tesseract.js takes one folder
 * for all languages, and with a local folder it never fetches them from anywhere.
 */
async function languageFolder(): Promise<string> {
  const require = createRequire(import.meta.url);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-ocr-'));
  for (const code of LANGUAGES) {
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    const file = `${code}.traineddata.gz`;
    await copyFile(path.join(pkg, MODEL_FOLDER, file), path.join(folder, file));
  }
  return folder;
}

export function createOcrPool(options: OcrPoolOptions): OcrPool {
  const idle: Worker[] = [];
  const waiting: Array<() => void> = [];
  let running = 0;
  let closed = false;
  let folder: Promise<string> | null = null;

  async function startWorker(): Promise<Worker> {
    folder ??= languageFolder();
    return createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      workerPath: WORKER_SCRIPT,
      langPath: await folder,
      gzip: true,
      // Never write a cache of the language files into the working folder.
      cacheMethod: 'none',
    });
  }

  /** Waits for a turn: a free worker, or room to start one. A released turn is handed straight on. */
  async function acquire(): Promise<Worker | null> {
    if (running < options.workers) running++;
    else if (waiting.length >= options.queueMax) throw new OcrBusyError();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    return idle.pop() ?? null;
  }

  function release(worker: Worker | null): void {
    if (worker && closed) void worker.terminate().catch(() => undefined);
    else if (worker) idle.push(worker);
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  async function recognize(image: Buffer): Promise<string> {
    if (closed) throw new Error('The OCR pool is closed');
    let worker = await acquire();
    let timer: NodeJS.Timeout | undefined;
    try {
      worker ??= await startWorker();
      const read = worker.recognize(image);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('OCR read timed out')), READ_TIMEOUT_MS);
      });
      const { data } = await Promise.race([read, timeout]);
      return data.text;
    } catch (error) {
      // A worker that failed or hung is not trusted with the next photo.
      if (worker) {
        void worker.terminate().catch(() => undefined);
        worker = null;
      }
      throw error;
    } finally {
      clearTimeout(timer);
      release(worker);
    }
  }

  return {
    recognize,
    load: () => ({ running, waiting: waiting.length }),
    async close() {
      closed = true;
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
      if (folder) await rm(await folder, { recursive: true, force: true });
      folder = null;
    },
  };
}
