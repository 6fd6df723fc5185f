import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteStylesheet, pageStyleChunks } from '@/lib/server/pages/site-stylesheet';

const rules: Record<string, string> = {
  base: 'html{margin:0;}',
  header: '.mui-header{display:flex;}',
  footer: '.mui-footer{padding:8px;}',
  hero: '.mui-hero{font-size:2rem;}',
  chart: '.mui-chart{height:120px;}',
};
const rulesOf = (id: string) => rules[id]!;

describe('pageStyleChunks', () => {
  it("names every id of the stylesheet in one tag without rules, and leaves them out of the page's own tags", () => {
    const chunks = [
      { key: 'mui-global', ids: ['base'], css: rules.base! },
      { key: 'mui', ids: ['header', 'hero', 'chart'], css: ['header', 'hero', 'chart'].map(rulesOf).join('') },
    ];
    // footer: in the stylesheet, carried by no element of this page (an intermediate styled component's class).
    const page = pageStyleChunks(chunks, new Set(['base', 'header', 'footer']), rulesOf);
    expect(page).toEqual([
      { key: 'mui', ids: ['base', 'header', 'footer'], css: '' },
      { key: 'mui', ids: ['hero', 'chart'], css: rules.hero! + rules.chart! },
    ]);
  });

  it('keeps a chunk without a shared id as it is, and every chunk without a stylesheet', () => {
    const chunk = { key: 'mui', ids: ['hero'], css: rules.hero! };
    expect(pageStyleChunks([chunk], new Set(['header']), rulesOf)[1]).toBe(chunk);
    expect(pageStyleChunks([chunk], new Set(), rulesOf)).toEqual([chunk]);
  });
});

describe('loadSiteStylesheet', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the file and its manifest while building, content-hashed, and reads them back after', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-stylesheet-'));
    const renderFrame = vi.fn(async (): Promise<Array<[string, string]>> => [['base', rules.base!], ['header', rules.header!]]);
    const made = await loadSiteStylesheet({ buildDir: dir, building: true, renderFrame });
    expect(made.stylesheet!.href).toMatch(/^\/_next\/static\/css\/site-[0-9a-f]{16}\.css$/);
    expect(readFileSync(path.join(dir, 'static', 'css', path.basename(made.stylesheet!.href)), 'utf8')).toBe(rules.base! + rules.header!);
    expect([...made.shared]).toEqual(['base', 'header']);
    const again = await loadSiteStylesheet({ buildDir: dir, building: true, renderFrame });
    expect(again.stylesheet).toEqual(made.stylesheet);
    expect(renderFrame).toHaveBeenCalledTimes(1);
  });

  it('another frame is another file name', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-stylesheet-'));
    const first = await loadSiteStylesheet({ buildDir: path.join(dir, 'a'), building: true, renderFrame: async () => [['header', rules.header!]] });
    const second = await loadSiteStylesheet({ buildDir: path.join(dir, 'b'), building: true, renderFrame: async () => [['header', '.mui-header{display:grid;}']] });
    expect(first.stylesheet!.href).not.toBe(second.stylesheet!.href);
  });

  it('is null outside a build without a manifest (next dev): every style stays inline', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'site-stylesheet-'));
    const renderFrame = vi.fn(async (): Promise<Array<[string, string]>> => []);
    const none = await loadSiteStylesheet({ buildDir: dir, building: false, renderFrame });
    expect(none.stylesheet).toBeNull();
    expect(none.shared.size).toBe(0);
    expect(renderFrame).not.toHaveBeenCalled();
    expect(existsSync(path.join(dir, 'site-stylesheet.json'))).toBe(false);
  });
});
