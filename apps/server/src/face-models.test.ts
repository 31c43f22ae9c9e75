import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceModelPackage, registerFaceModels } from './face-models.ts';

const app = Fastify({ logger: false });
const version = faceModelPackage()?.version ?? 'missing';

beforeAll(async () => {
  registerFaceModels(app);
  await app.ready();
});
afterAll(() => app.close());

describe('the skin analyzer face models', () => {
  it('serves a model of the installed version from the shop, immutable for a year', async () => {
    const answer = await app.inject({ url: `/skin-analyzer/models/${version}/blazeface.json` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toHaveProperty('weightsManifest');
    const weights = await app.inject({ url: `/skin-analyzer/models/${version}/faceres.bin` });
    expect(weights.headers['content-type']).toBe('application/octet-stream');
    expect(weights.rawPayload.length).toBeGreaterThan(1_000_000);
  });

  it('answers 404 for another version, a model it does not use, or a path outside the folder', async () => {
    for (const url of [
      '/skin-analyzer/models/0.0.1/blazeface.json',
      `/skin-analyzer/models/${version}/emotion.json`,
      `/skin-analyzer/models/${version}/..%2Fpackage.json`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
