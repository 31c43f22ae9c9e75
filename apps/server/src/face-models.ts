// The skin analyzer's face models (issue 24): the files of @vladmandic/human's models folder the
// analyzer loads, served from the shop itself under the package's version, so a browser keeps them for a
// year and nothing is fetched from another host. Only the three models the analyzer uses are served.
// Beside them, the WebAssembly files of TensorFlow.js's wasm backend (@tensorflow/tfjs-backend-wasm, at
// the version Human bundles the backend's JavaScript of), which the analyzer runs the models on where
// WebGL is a software renderer (docs/decisions/126-analyzer-on-webassembly.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const FACE_MODELS_PREFIX = '/skin-analyzer/models';
export const FACE_WASM_PREFIX = '/skin-analyzer/wasm';
/** Face box (blazeface), 468-point mesh (facemesh) and age (faceres): graph JSON and weights. */
export const FACE_MODEL_FILES = [
  'blazeface.json',
  'blazeface.bin',
  'facemesh.json',
  'facemesh.bin',
  'faceres.json',
  'faceres.bin',
] as const;
/**
 * The wasm backend's binaries: with SIMD and without (browsers before SIMD). The multi-threaded one is
 * left out: it needs a cross-origin isolated page, which the shop's pages are not.
 */
export const FACE_WASM_FILES = ['tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm.wasm'] as const;
const YEAR_SECONDS = 31_536_000;

interface InstalledPackage {
  dir: string;
  version: string;
}

/** A package's folder, found through Node's resolution from this file (the workspace's node_modules). */
function installed(name: string): InstalledPackage | null {
  try {
    const entry = createRequire(import.meta.url).resolve(name);
    let dir = path.dirname(entry);
    // The entry sits in dist/ (or deeper): walk up to the folder of the package's own package.json.
    while (path.basename(dir) !== path.basename(name) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    return { dir, version };
  } catch {
    return null;
  }
}

export function faceModelPackage(): InstalledPackage | null {
  return installed('@vladmandic/human');
}

/** The installed @tensorflow/tfjs-backend-wasm, whose dist/ folder holds the .wasm files. */
export function wasmBackendPackage(): InstalledPackage | null {
  return installed('@tensorflow/tfjs-backend-wasm');
}

/**
 * The version of tfjs-backend-wasm whose JavaScript Human's browser bundle carries (its
 * dist/tfjs.version.js); the .wasm files must be of the same version.
 */
export function humanWasmBackendVersion(human: InstalledPackage): string | null {
  try {
    const text = readFileSync(path.join(human.dir, 'dist', 'tfjs.version.js'), 'utf8');
    const named = /"tfjs-backend-wasm":\s*([A-Za-z_$][\w$]*|"[^"]+")/.exec(text)?.[1];
    if (!named) return null;
    if (named.startsWith('"')) return named.slice(1, -1);
    return new RegExp(`\\b${named.replace(/\$/g, '\\$')}\\s*=\\s*"([^"]+)"`).exec(text)?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * GET {prefix}/{version}/{file}: one of `files` from `dir`, immutable for a year (the version in the
 * path changes with the package). Another version or file answers 404.
 */
function serveImmutable(
  app: FastifyInstance,
  prefix: string,
  { dir, version }: { dir: string; version: string },
  files: readonly string[],
  typeOf: (file: string) => string,
) {
  const bodies = new Map<string, Buffer>();
  app.get<{ Params: { version: string; file: string } }>(
    `${prefix}/:version/:file`,
    async (request, reply) => {
      const asked = request.params;
      if (asked.version !== version || !files.includes(asked.file)) {
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      }
      let body = bodies.get(asked.file);
      if (!body) {
        body = readFileSync(path.join(dir, asked.file));
        bodies.set(asked.file, body);
      }
      return reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .type(typeOf(asked.file))
        .send(body);
    },
  );
}

/** The models under /skin-analyzer/models/{Human's version}/ and the wasm files under /skin-analyzer/wasm/{their version}/. */
export function registerFaceModels(app: FastifyInstance) {
  const human = faceModelPackage();
  if (!human) {
    app.log.warn('@vladmandic/human is not installed: the skin analyzer cannot load its face models.');
    return;
  }
  serveImmutable(
    app,
    FACE_MODELS_PREFIX,
    { dir: path.join(human.dir, 'models'), version: human.version },
    FACE_MODEL_FILES,
    (file) => (file.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream'),
  );
  const wasm = wasmBackendPackage();
  const bundled = humanWasmBackendVersion(human);
  if (!wasm || wasm.version !== bundled) {
    app.log.warn(
      `@tensorflow/tfjs-backend-wasm ${wasm?.version ?? 'is not installed'}, Human bundles ${bundled ?? 'an unknown version'}: the skin analyzer runs on WebGL or plain JavaScript.`,
    );
    return;
  }
  // application/wasm lets the browser compile the file while it streams in.
  serveImmutable(
    app,
    FACE_WASM_PREFIX,
    { dir: path.join(wasm.dir, 'dist'), version: wasm.version },
    FACE_WASM_FILES,
    () => 'application/wasm',
  );
}
