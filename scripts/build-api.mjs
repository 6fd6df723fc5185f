#!/usr/bin/env node
// Bundles every API route module (pages/api/**/*.ts) into one server-side file, .next/api-routes.cjs,
// mapping each route's path to its handler. scripts/server.mjs serves /api/* from it directly, without
// Next.js's page pipeline (the handlers are plain Node request handlers: lib/server/api/handler.ts).
// Packages stay external (loaded from node_modules at run time, as Next's serverExternalPackages are).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

function routeFiles(directory) {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

const files = routeFiles('pages/api').sort();
const routeOf = (file) => file.slice('pages'.length, -'.ts'.length);
/** A [segment] of a file's path matches any one path segment (scripts/server.mjs tries these after the exact paths). */
const patternOf = (route) => `^${route.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[^/\]]+\]/g, '[^/]+')}$`;
const contents = [
  ...files.map((file, index) => `import route${index} from './${file}';`),
  `export const routes = new Map([${files.map((file, index) => `[${JSON.stringify(routeOf(file))}, route${index}]`).join(', ')}]);`,
  `export const patterns = [${files.flatMap((file, index) => (routeOf(file).includes('[') ? [`[new RegExp(${JSON.stringify(patternOf(routeOf(file)))}), route${index}]`] : [])).join(', ')}];`,
].join('\n');

await build({
  stdin: { contents, resolveDir: root, sourcefile: 'api-routes-entry.ts', loader: 'ts' },
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
console.info(`API routes bundled: ${files.length} routes → .next/api-routes.cjs`);
