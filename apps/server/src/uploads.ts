import type { ObjectStorage } from '@shop/api';
import { renderDemoImage } from '@shop/db/seed';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

const SAFE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,150}$/;
// 750: the width of mobile banners, asked for by phones of about 2× density.
const ALLOWED_WIDTHS = [90, 160, 320, 480, 640, 750, 960, 1280, 1920];
const YEAR_SECONDS = 31_536_000;
/** Recently sent images stay in memory up to this many bytes (the home banners, product cards…). */
const MEMORY_CACHE_BYTES = 32 * 1024 * 1024;
/** Drawn and resized variants kept in the storage stop growing past this (then only in memory). */
export const VARIANT_STORE_MAX_BYTES = 512 * 1024 * 1024;
/** Largest stored image the resizer opens (uploads are checked against the same bound when accepted). */
const MAX_INPUT_PIXELS = 40_000_000;

/** A least-recently-used store of image bodies, bounded by their total size in bytes. */
export function createImageMemoryCache(maxBytes: number): LRUCache<string, Buffer> {
  return new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (body) => body.length });
}

/** Where the drawn and resized variants are kept in the storage, apart from the uploads. */
export const VARIANTS_PREFIX = '.variants/';

/**
 * Serves /upload/{name}[?w=width]: a stored upload, or a generated demo image, resized to one of
 * a few widths and kept in the object storage (the local folder or S3, shared by every machine) so
 * each variant is drawn once. The kept variants are bounded in size.
 */
export function registerUploads(
  app: FastifyInstance,
  storage: ObjectStorage,
  variantStoreMaxBytes = VARIANT_STORE_MAX_BYTES,
) {
  // The page's largest image should leave at once, not after a disk read queued behind other work.
  const memory = createImageMemoryCache(MEMORY_CACHE_BYTES);
  const variantStore = boundedStore(storage, variantStoreMaxBytes);
  app.get<{ Params: { name: string }; Querystring: { w?: string } }>(
    '/upload/:name',
    async (request, reply) => {
      // Browsers must never guess a type other than the one sent (an upload posing as HTML).
      reply.header('x-content-type-options', 'nosniff');
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      const width = pickWidth(request.query.w);
      const variantKey = `${VARIANTS_PREFIX}${width ?? 'orig'}-${name}`;
      const image =
        memory.get(variantKey) ??
        (await storage.get(variantKey)) ??
        (await renderAndKeep(name, width, variantKey));
      if (!image) return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      memory.set(variantKey, image);
      const type = contentTypeOf(name);
      if (!type.startsWith('image/')) reply.header('content-disposition', 'attachment');
      return reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .type(type)
        .send(image);
    },
  );

  async function renderAndKeep(name: string, width: number | undefined, variantKey: string) {
    const stored = await storage.get(name);
    const body = stored
      ? await resizeStored(stored, name, width)
      : (await renderDemoImage(name, width))?.body;
    if (!body) return null;
    await variantStore.keep(variantKey, body, contentTypeOf(name), app.log);
    return body;
  }
}

/** A stored upload at the asked width (never wider than it is), in its own format. */
async function resizeStored(stored: Buffer, name: string, width: number | undefined): Promise<Buffer> {
  if (width === undefined || !contentTypeOf(name).startsWith('image/') || name.endsWith('.svg'))
    return stored;
  return sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toBuffer()
    .catch(() => stored);
}

/** Keeps variants in the storage until their total reaches maxBytes; past it they live in memory only. */
function boundedStore(storage: ObjectStorage, maxBytes: number) {
  let used: Promise<number> | null = null;
  return {
    async keep(key: string, body: Buffer, contentType: string, log: FastifyBaseLogger): Promise<void> {
      used ??= storage.totalBytes(VARIANTS_PREFIX).catch(() => maxBytes);
      const bytes = await used;
      if (bytes + body.length > maxBytes) return;
      used = Promise.resolve(bytes + body.length);
      // A variant not kept is drawn again next time: the answer never waits on a failed write.
      await storage.put(key, body, contentType).catch((error: unknown) => {
        log.warn({ err: error, key }, 'a resized image could not be kept in the storage');
      });
    },
  };
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
  if (name.endsWith('.gif')) return 'image/gif';
  if (name.endsWith('.pdf')) return 'application/pdf';
  return 'image/webp';
}
