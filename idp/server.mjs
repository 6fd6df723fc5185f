#!/usr/bin/env node
// @ts-check
/**
 * Starts the embedded identity provider: `node idp/server.mjs` (HTTPS on IDP_PORT, default 3443); with `--prepare`,
 * only its start step (scripts/start.mjs).
 * Stops gracefully on SIGTERM/SIGINT (closes the server and the directory database).
 */
import { createIdentityProvider } from './app.mjs';

const idp = await createIdentityProvider();
// `--prepare` (scripts/start.mjs): the directory made, migrated and seeded, the keys written; closed, and the process ends.
if (process.argv.includes('--prepare')) {
  await idp.close();
  process.exit(0);
}
const origin = await idp.listen();
console.info(`identity provider listening on ${origin}`);

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await idp.close();
    process.exitCode = 0;
  } catch (error) {
    console.error(`identity provider stop after ${signal} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
