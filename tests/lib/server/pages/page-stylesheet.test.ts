import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageStylesheet, pageStylesheetName } from '@/lib/server/pages/page-stylesheet';

const rules: Record<string, string> = {
  spin: '@keyframes spin{to{transform:rotate(1turn);}}',
  hero: '.mui-hero{font-size:2rem;}',
  card: '.mui-card{padding:8px;}',
  badge: '.mui-badge{color:red;}',
  table: '.mui-table{width:100%;}',
};
const rulesOf = (id: string) => rules[id]!;
const chunk = (key: string, ids: string[]) => ({ key, ids, css: ids.map(rulesOf).join('') });
/** A page's chunks as pageStyleChunks gives them: the tag naming the site stylesheet's ids first, without rules. */
const page = (ids: string[]) => [{ key: 'mui', ids: ['header', 'footer'], css: '' }, chunk('mui-global', ['spin']), chunk('mui', ids)];
const home = page(['hero', 'card']);

describe('pageStylesheet', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const newBuild = () => (dir = mkdtempSync(path.join(os.tmpdir(), 'page-stylesheet-')));
  const building = (buildDir: string, route = '/') => ({ buildDir, building: true, route, rulesOf });
  const running = (buildDir: string, route = '/') => ({ buildDir, building: false, route, rulesOf });

  it('while building, writes the rules in their order to a content-hashed file and keeps only the ids in the tags', () => {
    const buildDir = newBuild();
    const built = pageStylesheet(home, building(buildDir));
    expect(built.href).toMatch(/^\/_next\/static\/css\/page-[0-9a-f]{16}\.css$/);
    expect(readFileSync(path.join(buildDir, 'static', 'css', path.basename(built.href!)), 'utf8')).toBe(rules.spin! + rules.hero! + rules.card!);
    expect(built.chunks).toEqual(home.map((part) => ({ ...part, css: '' })));
  });

  it("once built, links the route's file for the same styles, writing nothing", () => {
    const buildDir = newBuild();
    const built = pageStylesheet(home, building(buildDir));
    expect(pageStylesheet(home, running(buildDir))).toEqual(built);
  });

  it("regenerated with other content, links the route's file that holds most of its rules and keeps the rest inline", () => {
    const buildDir = newBuild();
    pageStylesheet(page(['table']), building(buildDir));
    const built = pageStylesheet(home, building(buildDir));
    const regenerated = pageStylesheet(page(['hero', 'badge']), running(buildDir));
    expect(regenerated.href).toBe(built.href);
    expect(regenerated.chunks.map((part) => part.css)).toEqual(['', '', rules.badge, '']);
    // Every id is named, the file's unused one too, so the browser's emotion inserts none of the file's rules again.
    expect(regenerated.chunks.flatMap((part) => part.ids)).toEqual(['header', 'footer', 'spin', 'hero', 'badge', 'card']);
  });

  it('keeps the styles inline on a route the build never prerendered, and on one whose files hold none of them', () => {
    const buildDir = newBuild();
    pageStylesheet(home, building(buildDir, '/blogs/[slug]'));
    expect(pageStylesheet(home, running(buildDir, '/freight-search'))).toEqual({ href: null, chunks: home });
    const other = [chunk('mui', ['table'])];
    expect(pageStylesheet(other, running(buildDir, '/blogs/[slug]'))).toEqual({ href: null, chunks: other });
  });

  it('has no file for a page without rules of its own, and names a file by its rules', () => {
    const onlyIds = [{ key: 'mui', ids: ['header'], css: '' }];
    expect(pageStylesheetName(onlyIds)).toBeNull();
    expect(pageStylesheet(onlyIds, building(newBuild()))).toEqual({ href: null, chunks: onlyIds });
    expect(pageStylesheetName(page(['hero']))).not.toBe(pageStylesheetName(page(['card'])));
  });
});
