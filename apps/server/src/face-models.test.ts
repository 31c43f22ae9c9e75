import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  faceModelPackage,
  humanWasmBackendVersion,
  registerFaceModels,
  wasmBackendPackage,
} from './face-models.ts';

const app = Fastify({ logger: false });
const version = faceModelPackage()?.version ?? 'missing';
const wasmVersion = wasmBackendPackage()?.version ?? 'missing';

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

  it('serves the wasm backend of the version Human bundles, as application/wasm, immutable for a year', async () => {
    const human = faceModelPackage();
    expect(human).not.toBeNull();
    // Human 3.3.6 carries TensorFlow.js 4.22.0; our dependency must follow it when Human moves.
    expect(humanWasmBackendVersion(human as NonNullable<typeof human>)).toBe('4.22.0');
    expect(wasmVersion).toBe('4.22.0');
    for (const file of ['tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm.wasm']) {
      const answer = await app.inject({ url: `/skin-analyzer/wasm/${wasmVersion}/${file}` });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toBe('application/wasm');
      // WebAssembly's magic number: \0asm.
      expect([...answer.rawPayload.subarray(0, 4)]).toEqual([0, 0x61, 0x73, 0x6d]);
    }
    for (const url of [
      '/skin-analyzer/wasm/4.0.0/tfjs-backend-wasm-simd.wasm',
      `/skin-analyzer/wasm/${wasmVersion}/tfjs-backend-wasm-threaded-simd.wasm`,
      `/skin-analyzer/wasm/${wasmVersion}/tf-backend-wasm.js`,
      `/skin-analyzer/wasm/${wasmVersion}/..%2Fpackage.json`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
