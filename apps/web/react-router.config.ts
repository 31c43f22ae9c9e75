import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR builds elsewhere (the server reads the same variable), e.g. a private build for benchmarks.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // The whole route manifest (5 KB brotli) comes with the first page. Discovered lazily, the manifest
  // patches for a page's hundred links arrived after hydration and re-rendered the whole page once more,
  // the longest task left on a phone's list page.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
