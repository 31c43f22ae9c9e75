import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR builds elsewhere (the server reads the same variable), e.g. a private build for benchmarks.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
