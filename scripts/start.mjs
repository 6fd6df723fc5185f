#!/usr/bin/env node
// Starts the built product on PORT (default 3000) with the embedded defaults: the app (scripts/server.mjs) and,
// unless an external authority is configured (AUTH_AUTHORITY_HOST), the embedded identity provider.
// All local state lives in DATA_DIR.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const port = process.env.PORT ?? '3000';
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
  APP_ORIGIN: process.env.APP_ORIGIN ?? [process.env.PUBLIC_ORIGIN, `http://localhost:${port}`].filter(Boolean).join(','),
};
// The app's internal socket: the embedded provider's claims call goes through it, never the public port (scripts/server.mjs).
env.APP_INTERNAL_SOCKET ??= path.join(env.DATA_DIR, `app-${port}.sock`);
mkdirSync(env.DATA_DIR, { recursive: true });

const children = [spawn(process.execPath, [path.resolve('scripts/server.mjs')], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } })];
// The provider's queries are a handful of index lookups: WebAssembly's baseline compiler runs them as fast, and V8's
// optimising tier kept some 300 MB of compiled PostgreSQL code resident for them (docs/BENCHMARKS.md, memory).
if (!process.env.AUTH_AUTHORITY_HOST) children.push(spawn(process.execPath, ['--liftoff-only', path.resolve('idp/server.mjs')], { stdio: 'inherit', env }));

let stopping = false;
const stop = (signal) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${child.spawnargs.slice(1, 2).join(' ')} exited (${code ?? signal}); stopping.`);
      stop('SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? (signal ? 1 : 0));
  });
}
