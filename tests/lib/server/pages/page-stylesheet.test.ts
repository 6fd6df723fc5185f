import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageStylesheet, pageStylesheetName } from '@/lib/server/pages/page-stylesheet';

const chunks = [
  { key: 'mui', ids: ['header', 'footer'], css: '' },
  { key: 'mui-global', ids: ['spin'], css: '@keyframes spin{to{transform:rotate(1turn);}}' },
  { key: 'mui', ids: ['hero', 'card'], css: '.mui-hero{font-size:2rem;}.mui-card{padding:8px;}' },
];
const rulesInOrder = chunks.map((chunk) => chunk.css).join('');

describe('pageStylesheet', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const newBuild = () => (dir = mkdtempSync(path.join(os.tmpdir(), 'page-stylesheet-')));

  it('while building, writes the rules in their order to a content-hashed file and keeps only the ids in the tags', () => {
    const buildDir = newBuild();
    const page = pageStylesheet(chunks, { buildDir, building: true });
    expect(page.href).toMatch(/^\/_next\/static\/css\/page-[0-9a-f]{16}\.css$/);
    expect(readFileSync(path.join(buildDir, 'static', 'css', path.basename(page.href!)), 'utf8')).toBe(rulesInOrder);
    expect(page.chunks).toEqual(chunks.map((chunk) => ({ ...chunk, css: '' })));
  });

  it('once built, links the file for the same styles and keeps other styles inline, writing nothing', () => {
    const buildDir = newBuild();
    const built = pageStylesheet(chunks, { buildDir, building: true });
    const running = { buildDir, building: false };
    expect(pageStylesheet(chunks, running).href).toBe(built.href);
    const other = [{ key: 'mui', ids: ['table'], css: '.mui-table{width:100%;}' }];
    expect(pageStylesheet(other, running)).toEqual({ href: null, chunks: other });
    expect(pageStylesheet(other, running).href).toBeNull();
  });

  it('has no file for a page without rules of its own', () => {
    const onlyIds = [{ key: 'mui', ids: ['header'], css: '' }];
    expect(pageStylesheetName(onlyIds)).toBeNull();
    expect(pageStylesheet(onlyIds, { buildDir: newBuild(), building: true })).toEqual({ href: null, chunks: onlyIds });
  });

  it('names a file by its rules (other rules, another name), and links a file already there', () => {
    const buildDir = newBuild();
    const name = pageStylesheetName(chunks)!;
    expect(pageStylesheetName([{ key: 'mui', ids: ['hero'], css: '.mui-hero{font-size:3rem;}' }])).not.toBe(name);
    mkdirSync(path.join(buildDir, 'static', 'css'), { recursive: true });
    writeFileSync(path.join(buildDir, 'static', 'css', name), rulesInOrder);
    expect(pageStylesheet(chunks, { buildDir, building: true }).href).toBe(`/_next/static/css/${name}`);
  });
});
