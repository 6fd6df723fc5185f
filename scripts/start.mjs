#!/usr/bin/env node
// Starts the built product on PORT (default 3000) with the embedded defaults: the app (scripts/server.mjs) and,
// unless an external authority is configured (AUTH_AUTHORITY_HOST), the embedded identity provider.
// All local state lives in DATA_DIR.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { appNodeFlags, PROVIDER_NODE_FLAGS } from './server-flags.mjs';

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

// Each server with its V8 flags (scripts/server-flags.mjs: sized for memory on PGlite), its start step too.
const servers = [
  { script: path.resolve('scripts/server.mjs'), flags: appNodeFlags(env), env: { ...env, NODE_ENV: 'production' } },
  ...(process.env.AUTH_AUTHORITY_HOST ? [] : [{ script: path.resolve('idp/server.mjs'), flags: PROVIDER_NODE_FLAGS, env }]),
];

/** A server's process: its flags, its script, then `args`. */
const spawnServer = ({ script, flags, env: serverEnv }, ...args) => spawn(process.execPath, [...flags, script, ...args], { stdio: 'inherit', env: serverEnv });

/** @type {import('node:child_process').ChildProcess[]} */
let children = [];
let stopping = false;
const stop = (signal) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

// First each server's start step alone (`--prepare`), in processes that then end: the databases made, migrated and
// seeded (the full demo data on a first start). A PGlite's WebAssembly memory never shrinks, so what a first start's
// seed touched stayed resident in the app for as long as it ran (about 780 MB, against 390 on a later start:
// docs/BENCHMARKS.md, memory); now it ends with the step. The servers then run the same step on data already there.
children = servers.map((server) => spawnServer(server, '--prepare'));
const prepared = await Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)))));
if (stopping) process.exit(1);
if (prepared.some((outcome) => outcome !== 0)) {
  console.error(`The start step failed (${prepared.join(', ')}); not starting.`);
  process.exit(1);
}

children = servers.map((server) => spawnServer(server));
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${child.spawnargs.at(-1)} exited (${code ?? signal}); stopping.`);
      stop('SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? (signal ? 1 : 0));
  });
}
