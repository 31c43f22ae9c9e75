import { describe, expect, it } from 'vitest';
import { backendOrder, isSoftwareRenderer } from './backend';

// What Chromium's WEBGL_debug_renderer_info answers on this machine (no GPU) and on typical phones.
const SWIFTSHADER =
  'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)';
const LLVMPIPE = 'llvmpipe (LLVM 15.0.6, 256 bits)';
const ADRENO = 'ANGLE (Qualcomm, Adreno (TM) 642L, OpenGL ES 3.2)';
const MALI = 'Mali-G57 MC2';
const APPLE = 'Apple GPU';

describe('the face models’ backend', () => {
  it('knows WebGL drawn on the CPU from a GPU', () => {
    expect(isSoftwareRenderer(SWIFTSHADER)).toBe(true);
    expect(isSoftwareRenderer(LLVMPIPE)).toBe(true);
    expect(isSoftwareRenderer('Microsoft Basic Render Driver')).toBe(true);
    expect(isSoftwareRenderer(ADRENO)).toBe(false);
    expect(isSoftwareRenderer(MALI)).toBe(false);
    expect(isSoftwareRenderer(APPLE)).toBe(false);
  });

  it('runs on WebAssembly when WebGL is a software renderer, on WebGL when it is a GPU', () => {
    expect(backendOrder({ webglRenderer: SWIFTSHADER, wasm: true })).toEqual(['wasm', 'webgl', 'cpu']);
    expect(backendOrder({ webglRenderer: LLVMPIPE, wasm: true })).toEqual(['wasm', 'webgl', 'cpu']);
    expect(backendOrder({ webglRenderer: ADRENO, wasm: true })).toEqual(['webgl', 'wasm', 'cpu']);
  });

  it('falls back on what the browser has', () => {
    expect(backendOrder({ webglRenderer: null, wasm: true })).toEqual(['wasm', 'cpu']);
    expect(backendOrder({ webglRenderer: SWIFTSHADER, wasm: false })).toEqual(['webgl', 'cpu']);
    expect(backendOrder({ webglRenderer: null, wasm: false })).toEqual(['cpu']);
  });
});
