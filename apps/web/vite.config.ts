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
].map((file) => fileURLToPath(new URL(file, import.meta.url)));
/** React Router's browser entry (React DOM and the router): needed by every page as well. */
const CLIENT_ENTRY = /[\\/]entry\.client\.[jt]sx?$/;
/** Listing modules the catalogue pages share: one chunk of their own. */
const CATALOGUE_LIST = [
  'app/features/catalogue/list-page.tsx',
  'app/features/catalogue/product-grid.tsx',
  'app/features/catalogue/seo.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/**
 * Everything the root and the default layout import statically (React, React Router, the header,
 * footer and shell behaviours) goes into one "shell" chunk instead of some thirty small ones: on a
 * phone each extra request costs a round trip before the page can paint. Lazy parts (mega-menu
 * panels, drawer, search dropdown, dialogs, session) are dynamic imports, so they stay outside.
 */
function shellChunk(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const shellModules = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:shell-chunk',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      const pending = [...this.getModuleIds()].filter((id) => {
        const file = id.split('?')[0]!;
        return SHELL_SEEDS.includes(file) || CLIENT_ENTRY.test(file);
      });
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, isShellModule: (id) => shellModules.has(id) };
}

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
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', test: shell.isShellModule, priority: 2 },
                {
                  name: 'catalogue-list',
                  test: (id) => CATALOGUE_LIST.includes(id.split('?')[0]!),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
