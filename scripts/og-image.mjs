#!/usr/bin/env node
// Draws the site's share image (public/og-image.png, 1200×630: Open Graph and Twitter cards) from an SVG
// in the theme's colours (styles/theme.ts brand): the NavlunPort name, a sea route between two ports and a
// container ship. Nunito comes from node_modules through a private fontconfig file. Run once after a change:
//   node scripts/og-image.mjs
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fontDir = path.join(root, 'node_modules', '@expo-google-fonts', 'nunito');
const work = mkdtempSync(path.join(tmpdir(), 'og-image-'));
writeFileSync(
  path.join(work, 'fonts.conf'),
  `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fontDir}</dir><cachedir>${work}</cachedir></fontconfig>`,
);
process.env.FONTCONFIG_FILE = path.join(work, 'fonts.conf');
const { default: sharp } = await import('sharp');

const brand = { navy: '#0b2545', blue: '#13598b', orange: '#e8661c', sand: '#f5f7fa' };

// Containers on deck: rows of boxes in alternating tones.
const containerColours = [brand.orange, '#f3a15f', '#5b8fb9', brand.sand, '#c4551a', '#8fb3d1'];
const containers = [];
for (let row = 0; row < 3; row += 1) {
  for (let column = 0; column < 9 - row; column += 1) {
    const x = 742 + column * 38 + row * 10;
    const y = 448 - row * 26;
    containers.push(`<rect x="${x}" y="${y}" width="34" height="22" rx="2" fill="${containerColours[(row * 3 + column) % containerColours.length]}"/>`);
  }
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${brand.navy}"/>
      <stop offset="1" stop-color="${brand.blue}"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0e3a66"/>
      <stop offset="1" stop-color="${brand.navy}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#sky)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1.5">
    ${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${70 * i + 20} Q600 ${70 * i - 40} 1200 ${70 * i + 20}"/>`).join('')}
    ${Array.from({ length: 13 }, (_, i) => `<path d="M${100 * i} 0 Q${100 * i + 40} 315 ${100 * i} 630"/>`).join('')}
  </g>
  <path d="M745 225 C 840 90, 1020 80, 1110 190" fill="none" stroke="${brand.orange}" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>
  <circle cx="745" cy="225" r="13" fill="${brand.orange}"/><circle cx="745" cy="225" r="24" fill="none" stroke="${brand.orange}" stroke-opacity="0.45" stroke-width="4"/>
  <circle cx="1110" cy="190" r="13" fill="#ffffff"/><circle cx="1110" cy="190" r="24" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4"/>
  <path d="M0 520 Q150 500 300 520 T600 520 T900 520 T1200 520 V630 H0 Z" fill="url(#sea)"/>
  <g>
    ${containers.join('\n    ')}
    <rect x="1080" y="382" width="44" height="88" rx="4" fill="#ffffff"/>
    <rect x="1088" y="392" width="28" height="10" rx="2" fill="${brand.blue}"/>
    <rect x="1096" y="360" width="12" height="24" fill="#ffffff"/>
    <path d="M700 470 H1160 L1120 532 H736 Z" fill="#ffffff"/>
    <path d="M716 494 H1146" stroke="${brand.orange}" stroke-width="8"/>
  </g>
  <path d="M0 548 Q150 530 300 548 T600 548 T900 548 T1200 548" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>
  <rect x="80" y="150" width="88" height="10" rx="5" fill="${brand.orange}"/>
  <text x="78" y="262" font-family="Nunito" font-weight="800" font-size="104" fill="#ffffff">Navlun<tspan fill="${brand.orange}">Port</tspan></text>
  <text x="82" y="330" font-family="Nunito" font-weight="700" font-size="36" fill="#ffffff">Dijital navlun ve lojistik platformu</text>
  <text x="82" y="378" font-family="Nunito" font-weight="600" font-size="28" fill="#ffffff" fill-opacity="0.82">Digital freight forwarding · Sea · Air · Road</text>
  <text x="82" y="600" font-family="Nunito" font-weight="700" font-size="26" fill="#ffffff" fill-opacity="0.9">İstanbul · Mersin · İzmir · New Jersey</text>
</svg>`;

const target = path.join(root, 'public', 'og-image.png');
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(target);
const meta = await sharp(target).metadata();
console.info(`${target}: ${meta.width}×${meta.height}`);
rmSync(work, { recursive: true, force: true });
