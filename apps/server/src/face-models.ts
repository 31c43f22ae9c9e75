// The skin analyzer's face models (issue 24): the files of @vladmandic/human's models folder the
// analyzer loads, served from the shop itself under the package's version, so a browser keeps them for a
// year and nothing is fetched from another host. Only the three models the analyzer uses are served.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const FACE_MODELS_PREFIX = '/skin-analyzer/models';
/** Face box (blazeface), 468-point mesh (facemesh) and age (faceres): graph JSON and weights. */
export const FACE_MODEL_FILES = [
  'blazeface.json',
  'blazeface.bin',
  'facemesh.json',
  'facemesh.bin',
  'faceres.json',
  'faceres.bin',
] as const;
const YEAR_SECONDS = 31_536_000;

/** The package's folder, found through Node's resolution from this file (the workspace's node_modules). */
export function faceModelPackage(): { dir: string; version: string } | null {
  try {
    const entry = createRequire(import.meta.url).resolve('@vladmandic/human');
    const dir = path.resolve(path.dirname(entry), '..');
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version: string;
    };
    return { dir, version };
  } catch {
    return null;
  }
}

/**
 * GET /skin-analyzer/models/{version}/{file}: the model file, immutable for a year (the version in the
 * path changes with the package). Another version or file answers 404.
 */
export function registerFaceModels(app: FastifyInstance) {
  const found = faceModelPackage();
  if (!found) {
    app.log.warn('@vladmandic/human is not installed: the skin analyzer cannot load its face models.');
    return;
  }
  const files = new Map<string, Buffer>();
  app.get<{ Params: { version: string; file: string } }>(
    `${FACE_MODELS_PREFIX}/:version/:file`,
    async (request, reply) => {
      const { version, file } = request.params;
      if (version !== found.version || !(FACE_MODEL_FILES as readonly string[]).includes(file)) {
        return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      }
      let body = files.get(file);
      if (!body) {
        body = readFileSync(path.join(found.dir, 'models', file));
        files.set(file, body);
      }
      return reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .type(file.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream')
        .send(body);
    },
  );
}
