#!/usr/bin/env node
// Bundles the API's route table (lib/server/api/route-table.ts: every endpoint of lib/api/endpoints/ with its handler)
// and the database's start step (lib/server/api/server-entry.ts) into one server-side file, .next/api-routes.cjs. scripts/server.mjs serves /api/* from it directly, without
// Next.js's page pipeline (the handlers are plain Node request handlers: lib/server/api/handler.ts).
// Packages stay external (loaded from node_modules at run time, as Next's serverExternalPackages are).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

await build({
  entryPoints: [path.join(root, 'lib/server/api/server-entry.ts')],
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: path.join(root, '.next', 'api-routes.cjs'),
  logLevel: 'warning',
});
console.info('API route table bundled → .next/api-routes.cjs');
