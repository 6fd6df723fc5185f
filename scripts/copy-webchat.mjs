#!/usr/bin/env node
// [M6] Copies Web Chat's standalone bundle (botframework-webchat/dist/webchat.js, with its licence
// notice) to public/, so the chat loads it from our own origin on first open — never from a CDN and
// never inside a page's JS. Run by `npm run build` (and `npm run dev`); the copies are not committed.
import { copyFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The package exports no package.json: its folder is found where npm installs it.
const dist = path.join(root, 'node_modules', 'botframework-webchat', 'dist');
for (const [from, to] of [['webchat.js', 'webchat.js'], ['webchat.js.LICENSE.txt', 'webchat.js.LICENSE.txt']]) {
  const source = path.join(dist, from);
  const target = path.join(root, 'public', to);
  if (!existsSync(source)) throw new Error(`missing ${source}`);
  if (existsSync(target) && statSync(target).size === statSync(source).size && statSync(target).mtimeMs >= statSync(source).mtimeMs) continue;
  copyFileSync(source, target);
}
console.info('Web Chat bundle copied → public/webchat.js');
