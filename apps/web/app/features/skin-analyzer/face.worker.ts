/// <reference lib="webworker" />
// The built-in analyzer's worker: loads @vladmandic/human with only the face box, mesh and age models
// (served by the shop, /skin-analyzer/models/{version}/), finds the face, checks the photo and computes
// the findings, so the page stays responsive. Nothing is fetched from another host.
import { Human } from '@vladmandic/human';
import type { Pixels } from './engine/colour';
import { analyseFace, type FaceRegions, regionsFromBox } from './engine/metrics';
import { type DetectedFace, photoProblem } from './engine/photo-checks';
import { regionsFromMesh } from './face-regions';
import type { WorkerReply, WorkerRequest, WorkerWarmUp } from './worker-protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
let human: Promise<Human> | null = null;

/** The models, loaded once (a photo arriving during the warm-up waits for the same load). */
function model(): Promise<Human> {
  human ??= loadModel();
  human.catch(() => {
    human = null;
  });
  return human;
}

async function loadModel(): Promise<Human> {
  // Human reads the models' address only in its constructor; the version comes from an instance.
  const version = new Human({ debug: false }).version;
  const created = new Human({
    modelBasePath: `${scope.location.origin}/skin-analyzer/models/${version}/`,
    debug: false,
    warmup: 'none',
    cacheModels: true,
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
  // WebGL on an OffscreenCanvas where the browser has it, else the slower plain-JavaScript backend.
  const backend = typeof OffscreenCanvas === 'undefined' ? 'cpu' : 'webgl';
  try {
    await created.load({ backend });
  } catch (error) {
    if (backend === 'cpu') throw error;
    await created.load({ backend: 'cpu' });
  }
  // One detection on Human's built-in sample face: WebGL compiles its shader programs on a model's
  // first run, which would otherwise fall on the shopper's photo (docs/decisions/124-campaign-video-and-tracker-switch.md).
  await created.warmup({ warmup: 'face' });
  return created;
}

function send(reply: WorkerReply) {
  scope.postMessage(reply);
}

scope.onmessage = async (event: MessageEvent<WorkerRequest | WorkerWarmUp>) => {
  const request = event.data;
  if ('warmUp' in request) {
    // A failed warm-up is tried again, and reported, by the photo's own request.
    await model().catch(() => undefined);
    return;
  }
  try {
    send({ id: request.id, type: 'status', status: 'loading' });
    const face = await model();
    send({ id: request.id, type: 'status', status: 'analysing' });
    const image: Pixels = {
      width: request.width,
      height: request.height,
      data: new Uint8ClampedArray(request.data),
    };
    const detected = await face.detect(
      new ImageData(image.data as Uint8ClampedArray<ArrayBuffer>, image.width, image.height),
    );
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
      send({ id: request.id, type: 'problem', problem });
      return;
    }
    const only = faces[0] as DetectedFace;
    const age = detected.face[0]?.age;
    const findings = analyseFace(image, {
      age: typeof age === 'number' && Number.isFinite(age) ? age : null,
      regions: regionsOf(only),
    });
    send({ id: request.id, type: 'result', findings });
  } catch (error) {
    console.error('[skin-analyzer] worker failed', error);
    send({ id: request.id, type: 'failed' });
  }
};
