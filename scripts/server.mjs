#!/usr/bin/env node
// The product's HTTP server: the JSON API (/api/*) is answered straight from its route table, bundled
// by scripts/build-api.mjs, and everything else by Next.js (a custom server of its pages router). The
// handlers are the same modules Next would run; skipping its page pipeline for them is what makes an API
// call cost a fraction of a millisecond of framework time instead of several.
import './require-node.mjs';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import next from 'next';

import { previewModeId } from '../lib/preview-mode-id.mjs';
import { secretsLeftAtDefault } from '../lib/production-secrets.mjs';
import { SharedAnswers, acceptsGzip, answerHeld, compressResponse } from './http/compress-response.mjs';
import { HeldAnswers } from './http/held-answers.mjs';

// A public deployment never runs on the secrets docs/OPERATIONS.md prints for local use.
const leftAtDefault = secretsLeftAtDefault(process.env);
if (leftAtDefault.length) {
  console.error(`Refusing to start: PUBLIC_ORIGIN is ${process.env.PUBLIC_ORIGIN}, and ${leftAtDefault.join(', ')} ${leftAtDefault.length === 1 ? 'is' : 'are'} unset or at the documented default. Set ${leftAtDefault.length === 1 ? 'it' : 'each'} to a long random value (the same on every instance).`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const { securityHeaders, applySecurityHeaders } = require('../lib/security-headers.js');
const { findApiRoute, answerApiRequest, isApiPath, isInternalApiPath, assertPaymentConfig, startDatabase, closeDb, accountScreenAt, answerAccountScreenPage, prerenderedShells } = require(
  path.join(root, '.next', 'api-routes.cjs'),
);

// `--prepare` (scripts/start.mjs): the database's start step alone (migrations, then the start seeds), the database
// closed cleanly, and the process ends.
if (process.argv.includes('--prepare')) {
  await startDatabase();
  await closeDb();
  process.exit(0);
}

// Customers pay into the accounts the configuration names: a bad IBAN or BIC, or an unknown card gateway, stops the start.
try {
  assertPaymentConfig();
} catch (error) {
  console.error(`Refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();
// The database's start step (migrations, then the start seeds) before the first request, API or page: no call meets a
// database still being seeded. A database that can't be reached stops the start here (the supervisor starts it again).
await startDatabase();

const headers = securityHeaders(process.env);
// Shared pages and build files hashed and compressed once, up to 32 MB (scripts/http/compress-response.mjs).
const compressedAnswers = new SharedAnswers(32 * 1024 * 1024);
// [P1] A page everybody gets alike, held for a second by its address (scripts/http/held-answers.mjs).
const heldAnswers = new HeldAnswers({ revalidationId: previewModeId(path.join(root, '.next')) });
// [P1] An account screen's full page load: its prerendered shell with the viewer's data, without a render per request.
const shells = prerenderedShells(path.join(root, '.next'));
// [T1] finding 2: the identity provider's claims call (/api/internal/*) is answered on an internal Unix socket, which
// only processes of this machine with access to DATA_DIR reach; on the public port those paths don't exist. An
// external B2C tenant's API connector calls over the internet: CLAIMS_ON_PUBLIC_PORT=1 serves them there too (with
// IDP_CLAIMS_SECRET set: lib/production-secrets.mjs refuses the default in production).
const internalOnPublicPort = process.env.CLAIMS_ON_PUBLIC_PORT === '1';
const internalSocket = process.env.APP_INTERNAL_SOCKET || path.join(path.resolve(process.env.DATA_DIR ?? 'data'), `app-${port}.sock`);
// The reliability suite's forced settle (tests/reliability): started with --expose-gc, SIGUSR2 runs a full garbage collection.
if (typeof globalThis.gc === 'function') process.on('SIGUSR2', () => globalThis.gc?.());
const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  // Every answer, pages included: next.config.js's headers() can't see that a request came over https (HSTS).
  applySecurityHeaders(req, res, headers);
  if (isInternalApiPath(pathname) && !internalOnPublicPort) return void app.render404(req, res);
  if (isApiPath(pathname)) return void answerApiRequest(req, res);
  if (answerHeld(req, res, compressedAnswers, heldAnswers)) return;
  compressResponse(req, res, compressedAnswers, heldAnswers);
  const screen = req.method === 'GET' || req.method === 'HEAD' ? accountScreenAt(pathname) : null;
  if (screen) {
    return void answerAccountScreenPage(req, res, screen, shells, { gzip: acceptsGzip(req.headers['accept-encoding']) });
  }
  handle(req, res);
});
const internal = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://internal').pathname;
  const route = isInternalApiPath(pathname) ? findApiRoute(pathname) : undefined;
  if (!route) {
    res.statusCode = 404;
    return void res.end();
  }
  applySecurityHeaders(req, res, headers);
  void route(req, res);
});
rmSync(internalSocket, { force: true });
internal.listen(internalSocket);
// Idle kept-alive sockets are closed by the client first: Node's 5 s default let the server close a socket in the same
// moment a client (nginx's upstream pool, whose keepalive_timeout is 60 s, or an HTTP client's agent) sent its next
// request on it, which then failed with ECONNRESET (seen in e2e on a Playwright request). The header timeout must
// outlast the keep-alive one.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.info(`Ready on http://localhost:${port}`));
