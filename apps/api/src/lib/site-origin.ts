/** Port of `npm start` (apps/server) when PORT is unset. */
export const DEFAULT_SHOP_PORT = 3000;

/**
 * The shop's own origin for every absolute address it writes (sitemap, robots.txt, canonical, og:url,
 * JSON-LD, social-login return addresses): SITE_URL, else the local listening address. Never the Host or
 * X-Forwarded-Host of a request, which any client may set (and a shared page cache would pass on).
 */
export function readSiteOrigin(env: NodeJS.ProcessEnv, port: number | string): string {
  const configured = env.SITE_URL?.trim();
  if (!configured) return `http://localhost:${port}`;
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) address, got "${configured}"`);
  }
  return url.origin;
}
