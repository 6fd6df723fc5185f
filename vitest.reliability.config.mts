import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:reliability`: the built product under load, crashes and a database restart
// (tests/reliability/*.reliability.ts). Minutes per file, one file after another: they share the
// private PostgreSQL's port and the machine's cores.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/reliability/**/*.reliability.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 8 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
