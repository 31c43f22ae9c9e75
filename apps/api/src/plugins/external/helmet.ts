import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers shared by the API and the server-rendered storefront.
 *
 * script-src allows 'unsafe-inline' because React Router's server rendering writes inline scripts
 * (the hydration context and the module loader) into every page. Moving to per-request nonces
 * (enableCSPNonces + nonce on <Scripts/>) would let us drop it; that is the lead's call. Tag managers,
 * pixels and payment SDKs (storefront.md §1) need their hosts added here when they are configured.
 */
export const shopHelmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Product and content images come from a configurable image host (storefront.md §2.12).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'https:'],
      // The home video is an embedded player loaded on demand.
      frameSrc: [
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://player.vimeo.com',
      ],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  // Images and videos from other hosts carry no CORP header; requiring one would break them.
  crossOriginEmbedderPolicy: false,
  // The storefront may run on another origin than the API in development.
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** Registers helmet unless the host process already did (its hooks then cover our routes too). */
export const helmetPlugin = fp(
  async (app) => {
    if (app.hasReplyDecorator('helmet')) return;
    await app.register(fastifyHelmet, shopHelmetOptions);
  },
  { name: 'shop-helmet', fastify: '5.x' },
);
