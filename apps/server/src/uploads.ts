import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderDemoImage } from '@shop/db/seed';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,150}$/;
// 750: the width of mobile banners, asked for by phones of about 2× density.
const ALLOWED_WIDTHS = [90, 160, 320, 480, 640, 750, 960, 1280, 1920];
const YEAR_SECONDS = 31_536_000;
/** Recently sent images stay in memory up to this many bytes (the home banners, product cards…). */
const MEMORY_CACHE_BYTES = 32 * 1024 * 1024;

/** A least-recently-used store of image bodies, bounded by their total size in bytes. */
export function createImageMemoryCache(maxBytes: number): LRUCache<string, Buffer> {
  return new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (body) => body.length });
}

/**
 * Serves /upload/{name}[?w=width]: a stored upload, or a generated demo image, resized to one of
 * a few widths and kept on disk so each variant is drawn once.
 */
export function registerUploads(app: FastifyInstance, dataDir: string) {
  const uploadDir = path.resolve(dataDir, 'uploads');
  const cacheDir = path.join(uploadDir, '.variants');
  // The page's largest image should leave at once, not after a disk read queued behind other work.
  const memory = createImageMemoryCache(MEMORY_CACHE_BYTES);
  app.get<{ Params: { name: string }; Querystring: { w?: string } }>(
    '/upload/:name',
    async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      const width = pickWidth(request.query.w);
      const variantPath = path.join(cacheDir, `${width ?? 'orig'}-${name}`);
      const image =
        memory.get(variantPath) ??
        (await readFile(variantPath).catch(() => null)) ??
        (await renderAndKeep(name, width, variantPath));
      if (!image) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      memory.set(variantPath, image);
      return reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .type(contentTypeOf(name))
        .send(image);
    },
  );

  async function renderAndKeep(name: string, width: number | undefined, variantPath: string) {
    const stored = await readFile(path.join(uploadDir, name)).catch(() => null);
    const rendered = stored ? { body: stored } : await renderDemoImage(name, width);
    if (!rendered) return null;
    await mkdir(cacheDir, { recursive: true });
    await writeFile(variantPath, rendered.body).catch(() => undefined);
    return rendered.body;
  }
}

function pickWidth(raw: string | undefined): number | undefined {
  const wanted = Number(raw);
  if (!raw || !Number.isFinite(wanted) || wanted <= 0) return undefined;
  return ALLOWED_WIDTHS.find((width) => width >= wanted) ?? ALLOWED_WIDTHS.at(-1);
}

function contentTypeOf(name: string): string {
  if (name.endsWith('.avif')) return 'image/avif';
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.jpg') || name.endsWith('.jpeg')) return 'image/jpeg';
  if (name.endsWith('.svg')) return 'image/svg+xml';
  return 'image/webp';
}
