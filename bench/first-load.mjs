#!/usr/bin/env node
// First-load JavaScript per page (gzipped), from the build manifest: Next 16 no longer prints it.
// `node bench/first-load.mjs [--check]` — public pages must stay under the budget and never carry MSAL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, '.next');
const manifest = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8'));
const BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 160);
const sizes = new Map();
const gz = (file) => {
  if (!sizes.has(file)) {
    const source = readFileSync(path.join(next, file));
    sizes.set(file, { bytes: gzipSync(source, { level: 9 }).length, msal: source.includes('msal') || source.includes('PublicClientApplication') });
  }
  return sizes.get(file);
};

const publicPage = (page) => !page.startsWith('/my-account') && !page.startsWith('/admin') && !page.startsWith('/_') && page !== '/redirect';
const rows = Object.entries(manifest.pages)
  .filter(([page]) => !page.startsWith('/_'))
  .map(([page, files]) => {
    const js = [...new Set([...manifest.pages['/_app'], ...files])].filter((file) => file.endsWith('.js'));
    const total = js.reduce((sum, file) => sum + gz(file).bytes, 0);
    return { page, kb: Math.round(total / 102.4) / 10, msal: js.some((file) => gz(file).msal), public: publicPage(page) };
  })
  .sort((a, b) => b.kb - a.kb);

for (const row of rows) console.info(`${row.kb.toFixed(1).padStart(7)} kB  ${row.msal ? 'MSAL ' : '     '}${row.page}`);
const broken = rows.filter((row) => row.public && (row.kb > BUDGET_KB || row.msal));
if (broken.length) console.error(`\nOver the ${BUDGET_KB} kB budget or carrying MSAL: ${broken.map((row) => row.page).join(', ')}`);
if (process.argv.includes('--check') && broken.length) process.exitCode = 1;
