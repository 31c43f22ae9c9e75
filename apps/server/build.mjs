// Compiles the server (apps/server, apps/api and the workspace packages they import) into one
// JavaScript file with esbuild. npm packages stay outside the bundle and are loaded from node_modules,
// each from the folder that would have resolved it, so nested versions are kept.
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const serverEntry = fileURLToPath(new URL('./src/main.ts', import.meta.url));
export const serverBundle = fileURLToPath(new URL('./dist/main.js', import.meta.url));
const WORKSPACE_SCOPE = '@shop/';

/** npm packages are imported from where they are installed: resolved now, loaded at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith(WORKSPACE_SCOPE) || args.pluginData === 'resolving') return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/**
 * import.meta.url keeps naming the source file, so paths relative to it (migrations, package.json,
 * the storefront build) still point into the checkout the bundle was built from.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  await esbuild.build({
    entryPoints: [serverEntry],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceFileUrls],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`Server compiled to ${serverBundle}`);
}
