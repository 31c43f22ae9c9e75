import { defineConfig } from 'vitest/config';

// One run covers every workspace; `--project api` reruns only the API tests (CI does that on PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/**/*.test.ts'] } },
      { test: { name: 'contracts', include: ['packages/contracts/**/*.test.ts'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          include: ['packages/db/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts', 'apps/server/**/*.test.ts'],
          // Migrates and seeds once a run; each file copies the result (apps/api/test/global-setup.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.ts', 'apps/web/**/*.test.tsx'],
          environment: 'node',
        },
      },
    ],
  },
});
