import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The modules every page with the site chrome runs (the root and the default layout), and small
 * presentational modules most pages share (cards, image and link helpers).
 */
const SHELL_SEEDS = [
  'app/root.tsx',
  'app/routes/layouts/default.tsx',
  'app/lib/media.ts',
  'app/lib/links.ts',
  'app/features/catalogue/product-card.tsx',
  'app/features/content/learn-card.tsx',
  // The tracker (features/tracking/tracker.client.ts) loads on every page after it is interactive; its
  // rules left outside the shell landed in the chunk shared by the lazy pages, with zod and every contract.
  '../../packages/core/src/tracking/events.ts',
  '../../packages/contracts/src/tracking-routes.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));
/**
 * Modules the catalogue pages (lists and product pages) share: one chunk of their own rather than
 * six of a few hundred bytes, each of which would cost a request and its headers.
 */
const CATALOGUE_LIST = [
  'app/features/catalogue/list-page.tsx',
  'app/features/catalogue/product-grid.tsx',
  'app/features/catalogue/seo.ts',
  'app/features/catalogue/breadcrumb.tsx',
  'app/features/catalogue/member-actions.ts',
  'app/components/ui/price.tsx',
  'app/lib/seo.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/**
 * Everything the root and the default layout import statically (React, React Router, the header,
 * footer and shell behaviours) goes into one "shell" chunk instead of some thirty small ones: on a
 * phone each extra request costs a round trip before the page can paint. Lazy parts (mega-menu
 * panels, drawer, search dropdown, dialogs, session) are dynamic imports, so they stay outside.
 *
 * React Router's browser entry (React DOM's client, about 200 KB) is not in the shell: React Router
 * imports it dynamically after the route modules, so in a chunk of its own it is compiled and run in
 * a second task. In the shell, the whole 430 KB ran in one task of about 130 ms on Lighthouse's
 * phone, the longest on every page; apart, the two take about 60 ms each.
 */
function shellChunk(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:shell-chunk',
    apply: 'build',
    async buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      const ids = [...this.getModuleIds()];
      const owners = exportOwners(ids, (id) => this.getModuleInfo(id));
      const pending = ids.filter((id) => {
        const file = id.split('?')[0]!;
        return SHELL_SEEDS.includes(file);
      });
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        const info = this.getModuleInfo(id);
        const fromBarrels = await barrelImports(info?.code ?? '', (spec) => this.resolve(spec, id));
        // A barrel itself (taken for a name it defines) brings only what it imports, not what it re-exports.
        const followed = CORE_BARREL.test(id) ? [...fromBarrels.keys()] : (info?.importedIds ?? []);
        for (const imported of followed) {
          const names = CORE_BARREL.test(imported) ? fromBarrels.get(imported) : undefined;
          if (!names) pending.push(imported);
          else pending.push(...names.flatMap((name) => owners.get(name) ?? []));
        }
      }
    },
  };
  return { plugin, isShellModule: (id) => shellModules.has(id) || REACT_DOM_LIBRARY.test(id) };
}

/**
 * @shop/core is imported through barrels (index.ts files of `export *`): following a barrel's imports
 * would put every rule and message table into the shell, also those only one lazy page uses. The
 * shell takes only the modules that define the names it imports from a barrel.
 */
const CORE_BARREL = /[\\/]packages[\\/]core[\\/]src[\\/](?:[^\\/]+[\\/])?index\.ts$/;
const IMPORT_NAMES = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const OWN_EXPORT = /export\s+(?:const|let|function|class)\s+([A-Za-z_$][\w$]*)/g;

type ModuleInfoOf = (
  id: string,
) => { code: string | null; exports: string[]; importedIds: readonly string[] } | null;

/** Each name a core module exports, mapped to the module that defines it (a barrel's own exports too). */
function exportOwners(ids: readonly string[], infoOf: ModuleInfoOf): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const own = (name: string, id: string) => owners.set(name, [...(owners.get(name) ?? []), id]);
  for (const id of ids) {
    if (!/[\\/]packages[\\/]core[\\/]src[\\/]/.test(id)) continue;
    const info = infoOf(id);
    if (!CORE_BARREL.test(id)) for (const name of info?.exports ?? []) own(name, id);
    else for (const [, name] of (info?.code ?? '').matchAll(OWN_EXPORT)) own(name!, id);
  }
  return owners;
}

/** The names a module imports from each module, by its resolved id (only barrels' entries are used). */
async function barrelImports(
  code: string,
  resolve: (spec: string) => Promise<{ id: string } | null>,
): Promise<Map<string, string[]>> {
  const byBarrel = new Map<string, string[]>();
  for (const [, list, spec] of code.matchAll(IMPORT_NAMES)) {
    const resolved = await resolve(spec!);
    if (!resolved) continue;
    const names = list!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean);
    byBarrel.set(resolved.id, [...(byBarrel.get(resolved.id) ?? []), ...names]);
  }
  return byBarrel;
}

/**
 * React DOM's small library half (preload, createPortal), which the home banners and React Router's
 * browser half both import: kept in the shell rather than in a chunk of its own (one request less).
 */
const REACT_DOM_LIBRARY =
  /[\\/]node_modules[\\/]react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.production\.js)$/;

const shell = shellChunk();

const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every client script and stylesheet; the server
 * sends them as they are (@fastify/static preCompressed). Brotli at full quality is too slow per
 * request but done once here it makes the first load about a sixth smaller than on-the-fly compression.
 */
function precompressAssets(): Plugin {
  return {
    name: 'shop:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const outDir = options.dir;
      const writes = Object.values(bundle).flatMap((file) => {
        if (!/\.(js|css)$/.test(file.fileName)) return [];
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < PRECOMPRESS_MIN_BYTES) return [];
        const target = path.join(outDir, file.fileName);
        const brotli = brotliCompressSync(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        return [writeFile(`${target}.br`, brotli), writeFile(`${target}.gz`, gzipSync(bytes, { level: 9 }))];
      });
      await Promise.all(writes);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shell.plugin, precompressAssets()],
  environments: {
    client: {
      build: {
        // WEB_SOURCEMAP=1 writes source maps, to see which modules a chunk holds.
        sourcemap: process.env.WEB_SOURCEMAP === '1',
        rolldownOptions: {
          // Route modules keep their exports (React Router reads them); a chunk may export more, which
          // the shell group's includeDependenciesRecursively: false needs.
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  test: shell.isShellModule,
                  priority: 2,
                  // The shell's set already holds what it runs; a captured module's other imports
                  // (the core barrels' every re-export) must not pull the rest of @shop/core in.
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'catalogue-list',
                  test: (id) => CATALOGUE_LIST.includes(id.split('?')[0]!),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
});
