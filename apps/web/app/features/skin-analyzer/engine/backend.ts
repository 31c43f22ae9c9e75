// Which TensorFlow.js backend the face models run on (docs/decisions/126-analyzer-on-webassembly.md).
// Measured in Chromium with its software WebGL (SwiftShader) at 4× CPU throttling: one photo's face
// box, mesh and age took 10–12 s on WebGL the first time (4 s after), 0.9–1.3 s on WebAssembly with SIMD
// (0.1 s after), 6 s on plain JavaScript. A software renderer runs WebGL's shaders on the CPU, one
// emulated GPU thread after another: there the wasm backend goes first. A real GPU keeps WebGL first (as
// before; its shaders are compiled during the warm-up while the shopper frames the face).

export type FaceBackend = 'webgl' | 'wasm' | 'cpu';

/** Renderer strings of WebGL drawn on the CPU: Chromium's SwiftShader, Mesa's llvmpipe and softpipe, Windows' basic renderer. */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERER.test(renderer);
}

export interface BackendEnvironment {
  /** WebGL's unmasked renderer (WEBGL_debug_renderer_info), its masked one, or null without WebGL. */
  webglRenderer: string | null;
  /** Whether WebAssembly can run here (the wasm files are served and the browser has it). */
  wasm: boolean;
}

/** The backends to try, best first; the plain-JavaScript one always last. */
export function backendOrder({ webglRenderer, wasm }: BackendEnvironment): FaceBackend[] {
  if (webglRenderer === null) return wasm ? ['wasm', 'cpu'] : ['cpu'];
  if (!wasm) return ['webgl', 'cpu'];
  return isSoftwareRenderer(webglRenderer) ? ['wasm', 'webgl', 'cpu'] : ['webgl', 'wasm', 'cpu'];
}
