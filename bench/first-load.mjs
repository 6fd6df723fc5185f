#!/usr/bin/env node
// First-load JavaScript per page (gzipped), from the build manifest: Next 16 no longer prints it.
// `node bench/first-load.mjs [--check]` — public pages must stay under the budget, never carry MSAL and never
// carry Web Chat: its bundle is copied to /webchat.js (scripts/copy-webchat.mjs) and loaded when the chat opens.
// `--check` also fails a page whose first load renders MUI without the site's MUI frame (scripts/test-all.sh runs it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 160);

/** Strings only Web Chat's own bundle holds (its meta tags and Direct Line's), never our lazy launcher chunk. */
const webChatMarkers = ['botframework-webchat:', 'botframework-directlinejs:'];
/** A page's HTML that loads or preloads the Web Chat bundle up front. */
const webChatInHtml = /<(?:script|link)\b[^>]*(?:src|href)=["'][^"']*\/webchat\.js["'][^>]*>/i;

/**
 * MUI's components name themselves for the theme (`name: 'MuiPaper'`), and the site's MUI frame creates the emotion
 * cache at the page's insertion point (components/islands/MuiFrame.tsx): a page whose first load renders MUI without
 * the frame would render it with MUI's default theme in the browser.
 */
const muiComponentMarker = /name:"Mui[A-Z]/;
const muiFrameMarker = 'emotion-insertion-point';

/** A page named like a file (pages/robots.txt.ts, pages/sitemap.xml.ts) writes a text answer itself: no HTML, no script. */
const textRoute = (page) => /\.[a-z]+$/.test(page);
const publicPage = (page) => !page.startsWith('/my-account') && !page.startsWith('/admin') && !page.startsWith('/_') && page !== '/redirect';

/** The prerendered HTML files of .next/server/pages (both languages), by page. */
function prerenderedHtml(next) {
  const dir = path.join(next, 'server', 'pages');
  const found = new Map();
  const walk = (folder) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        // tr/about-us.html, en/about-us.html → /about-us; tr.html, en.html → /
        const page = `/${path.relative(dir, file).replace(/\.html$/, '').replace(/^(tr|en)(\/|$)/, '')}`.replace(/\/index$/, '') || '/';
        found.set(page, [...(found.get(page) ?? []), file]);
      }
    }
  };
  walk(dir);
  return found;
}

/**
 * One row per page of the build: its first-load JS (gzipped kB, _app included), whether MSAL or Web Chat is in it
 * (in its chunks, or — for prerendered pages — a <script>/<link> to /webchat.js in its HTML), and its budget.
 */
export function firstLoadRows({ root = path.resolve(import.meta.dirname, '..'), budgetKb = FIRST_LOAD_BUDGET_KB } = {}) {
  const next = path.join(root, '.next');
  const manifest = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8'));
  const html = prerenderedHtml(next);
  const files = new Map();
  const chunk = (file) => {
    if (!files.has(file)) {
      const source = readFileSync(path.join(next, file));
      files.set(file, {
        bytes: gzipSync(source, { level: 9 }).length,
        mui: muiComponentMarker.test(source),
        frame: source.includes(muiFrameMarker),
        msal: source.includes('msal') || source.includes('PublicClientApplication'),
        webChat: webChatMarkers.some((marker) => source.includes(marker)),
      });
    }
    return files.get(file);
  };
  return Object.entries(manifest.pages)
    .filter(([page]) => !page.startsWith('/_') && !textRoute(page))
    .map(([page, pageFiles]) => {
      const js = [...new Set([...manifest.pages['/_app'], ...pageFiles])].filter((file) => file.endsWith('.js'));
      const kb = Math.round(js.reduce((sum, file) => sum + chunk(file).bytes, 0) / 102.4) / 10;
      const msal = js.some((file) => chunk(file).msal);
      const unframedMui = js.some((file) => chunk(file).mui) && !js.some((file) => chunk(file).frame);
      const webChat = js.some((file) => chunk(file).webChat) || (html.get(page) ?? []).some((file) => webChatInHtml.test(readFileSync(file, 'utf8')));
      const isPublic = publicPage(page);
      const budget = isPublic ? { kb: budgetKb, msal: false, webChat: false } : undefined;
      return { page, kb, msal, webChat, unframedMui, public: isPublic, budget, withinBudget: !budget || (kb <= budgetKb && !msal && !webChat) };
    })
    .sort((a, b) => b.kb - a.kb);
}

/** Prints the table; returns the public pages over budget or carrying MSAL / Web Chat. */
export function printFirstLoad(rows, budgetKb = FIRST_LOAD_BUDGET_KB) {
  for (const row of rows) console.info(`${row.kb.toFixed(1).padStart(7)} kB  ${row.msal ? 'MSAL ' : '     '}${row.webChat ? 'WEBCHAT ' : '        '}${row.public ? '' : '(signed-in) '}${row.page}`);
  const broken = rows.filter((row) => !row.withinBudget);
  if (broken.length) console.error(`\nPublic pages over the ${budgetKb} kB budget or carrying MSAL / Web Chat: ${broken.map((row) => `${row.page} (${row.kb} kB${row.msal ? ', MSAL' : ''}${row.webChat ? ', Web Chat' : ''})`).join(', ')}`);
  return broken;
}

/** Prints and returns the pages (any, signed-in too) whose first load renders MUI without its frame. */
export function printUnframedMui(rows) {
  const unframed = rows.filter((row) => row.unframedMui);
  if (unframed.length) console.error(`\nPages rendering MUI in the browser without the site's MUI frame (components/islands/MuiFrame.tsx): ${unframed.map((row) => row.page).join(', ')}`);
  return unframed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = firstLoadRows();
  const broken = printFirstLoad(rows);
  const unframed = printUnframedMui(rows);
  if (process.argv.includes('--check') && (broken.length || unframed.length)) process.exitCode = 1;
}
