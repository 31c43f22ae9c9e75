/// <reference lib="webworker" />
// The built-in analyzer's worker: loads @vladmandic/human with only the face box, mesh and age models
// (served by the shop, /skin-analyzer/models/{version}/), finds the face, checks the photo and computes
// the findings, so the page stays responsive. Nothing is fetched from another host. The models run on
// WebAssembly where WebGL is drawn by the CPU (engine/backend.ts; decision 126).
import { Human } from '@vladmandic/human';
import { backendOrder, type FaceBackend } from './engine/backend';
import type { Pixels } from './engine/colour';
import { analyseFace, type FaceRegions, regionsFromBox } from './engine/metrics';
import { type DetectedFace, photoProblem } from './engine/photo-checks';
import { regionsFromMesh } from './face-regions';
import type { StageTimings, WorkerReply, WorkerRequest, WorkerWarmUp } from './worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
/** The three models Human keeps in IndexedDB once loaded (its cacheModels). */
const MODELS = ['blazeface', 'facemesh', 'faceres'] as const;

interface Loaded {
  human: Human;
  backend: FaceBackend;
  timings: Pick<StageTimings, 'backendMs' | 'modelsMs' | 'warmupMs'>;
  /** The warm-up ran, or was skipped for a photo that was already waiting. */
  warmed: boolean;
}

let loading: Promise<Loaded> | null = null;
/** Runs of the models one after another (the warm-up, then the photo): Human runs one at a time. */
let runs: Promise<unknown> = Promise.resolve();
/** Photos received and not yet answered. */
let photosWaiting = 0;

/** The models, loaded once (a photo arriving during the load waits for the same load). */
function model(): Promise<Loaded> {
  loading ??= loadModel();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** WebGL's renderer as the browser names it (unmasked where it tells), or null without WebGL. */
function webglRenderer(): string | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return renderer;
  } catch {
    return null;
  }
}

function configured(backend: FaceBackend, wasmVersion: string, version: string): Human {
  return new Human({
    backend,
    modelBasePath: `${scope.location.origin}/skin-analyzer/models/${version}/`,
    // The wasm backend's .wasm files, served by the shop at the version Human bundles (apps/server/src/face-models.ts).
    wasmPath: `${scope.location.origin}/skin-analyzer/wasm/${wasmVersion}/`,
    debug: false,
    warmup: 'none',
    cacheModels: true,
    // Every photo is analysed in full: no result of an earlier, similar frame (the warm-up's) is reused.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: 3, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: true },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
}

async function loadModel(): Promise<Loaded> {
  // Human reads the models' address only in its constructor; the versions come from an instance.
  const probe = new Human({ debug: false });
  const wasmVersion = (probe.tf.version as Record<string, string>)['tfjs-backend-wasm'] ?? '';
  const order = backendOrder({ webglRenderer: webglRenderer(), wasm: typeof WebAssembly === 'object' });
  let failure: unknown = null;
  for (const backend of order) {
    const human = configured(backend, wasmVersion, probe.version);
    try {
      let started = performance.now();
      await human.init();
      // tfjs falls back to another backend by itself when one fails to start: try ours in order instead.
      if (human.tf.getBackend() !== backend) throw new Error(`backend ${backend} did not start`);
      const backendMs = performance.now() - started;
      started = performance.now();
      await human.load();
      const modelsMs = performance.now() - started;
      scope.postMessage({ id: 0, type: 'loaded', backend } satisfies WorkerReply);
      return { human, backend, timings: { backendMs, modelsMs, warmupMs: 0 }, warmed: false };
    } catch (error) {
      failure = error;
      console.warn(`[skin-analyzer] the ${backend} backend failed`, error);
    }
  }
  throw failure ?? new Error('no backend');
}

/** Whether the browser keeps all three models already (Human saved them to IndexedDB on a first load). */
async function modelsKept(): Promise<boolean> {
  try {
    const kept = await new Human({ debug: false }).tf.io.listModels();
    return MODELS.every((name) => `indexeddb://${name}` in kept);
  } catch {
    return false;
  }
}

/** One run of the models, after the runs before it. */
function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const mine = runs.then(run, run);
  runs = mine.catch(() => undefined);
  return mine;
}

/**
 * Loads the models, then runs them once on Human's sample face: a model's first run costs far more than
 * the next (WebGL compiles its shader programs, WebAssembly packs the weights for its kernels), and this
 * puts it before the photo (decision 124). A photo already waiting is not made to wait for it too.
 */
async function warmUp(request: WorkerWarmUp) {
  if (request.ifCached && !loading && !(await modelsKept())) return;
  const loaded = await model();
  // A photo posted while the models loaded is still in the message queue: let it be counted first.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (loaded.warmed) return;
  loaded.warmed = true;
  if (photosWaiting > 0) return;
  const started = performance.now();
  await inTurn(() => loaded.human.warmup({ warmup: 'face' }));
  loaded.timings.warmupMs = performance.now() - started;
}

function send(reply: WorkerReply) {
  scope.postMessage(reply);
}

const ms = (value: number) => Math.round(value);

scope.onmessage = async (event: MessageEvent<WorkerRequest | WorkerWarmUp>) => {
  const request = event.data;
  if ('warmUp' in request) {
    // A failed warm-up is tried again, and reported, by the photo's own request.
    await warmUp(request).catch(() => undefined);
    return;
  }
  const received = performance.now();
  photosWaiting++;
  try {
    send({ id: request.id, type: 'status', status: 'loading' });
    const loaded = await model();
    // Loaded for this photo (no warm-up asked first): its own run is the first.
    loaded.warmed = true;
    send({ id: request.id, type: 'status', status: 'analysing' });
    const image: Pixels = {
      width: request.width,
      height: request.height,
      data: new Uint8ClampedArray(request.data),
    };
    let detectStarted = 0;
    const detected = await inTurn(() => {
      detectStarted = performance.now();
      return loaded.human.detect(
        new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height),
      );
    });
    const metricsStarted = performance.now();
    const timings = (): StageTimings => ({
      backend: loaded.backend,
      backendMs: ms(loaded.timings.backendMs),
      modelsMs: ms(loaded.timings.modelsMs),
      warmupMs: ms(loaded.timings.warmupMs),
      waitedMs: ms(detectStarted - received),
      detectMs: ms(metricsStarted - detectStarted),
      metricsMs: ms(performance.now() - metricsStarted),
    });
    const regions = new Map<DetectedFace, FaceRegions>();
    const faces: DetectedFace[] = detected.face.map((f) => {
      const [x, y, w, h] = f.box;
      const entry: DetectedFace = {
        box: { x, y, w, h },
        yaw: f.rotation?.angle.yaw ?? 0,
        pitch: f.rotation?.angle.pitch ?? 0,
      };
      regions.set(
        entry,
        f.mesh.length >= 468 ? regionsFromMesh(f.mesh, entry.box) : regionsFromBox(entry.box),
      );
      return entry;
    });
    const regionsOf = (f: DetectedFace) => regions.get(f) ?? regionsFromBox(f.box);
    const problem = photoProblem(image, faces, regionsOf);
    if (problem) {
      send({ id: request.id, type: 'problem', problem, timings: timings() });
      return;
    }
    const only = faces[0] as DetectedFace;
    const age = detected.face[0]?.age;
    const findings = analyseFace(image, {
      age: typeof age === 'number' && Number.isFinite(age) ? age : null,
      regions: regionsOf(only),
    });
    send({ id: request.id, type: 'result', findings, timings: timings() });
  } catch (error) {
    console.error('[skin-analyzer] worker failed', error);
    send({ id: request.id, type: 'failed' });
  } finally {
    photosWaiting--;
  }
};
