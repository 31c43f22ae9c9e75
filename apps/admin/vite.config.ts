// The back office's single-page app (docs/decisions/073-back-office-foundation.md): built into dist/ and
// served by the shop's own process under /admin (apps/server/src/admin-app.ts).
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
});
