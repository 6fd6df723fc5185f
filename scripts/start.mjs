#!/usr/bin/env node
// Starts the built product on PORT (default 3000) with the embedded defaults. State lives in DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const env = { ...process.env, PORT: process.env.PORT ?? '3000', DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data') };
mkdirSync(env.DATA_DIR, { recursive: true });

const nextBin = require.resolve('next/dist/bin/next');
const app = spawn(process.execPath, [nextBin, 'start', '-p', env.PORT], { stdio: 'inherit', env });

const stop = (signal) => () => app.kill(signal);
process.on('SIGINT', stop('SIGINT'));
process.on('SIGTERM', stop('SIGTERM'));
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
