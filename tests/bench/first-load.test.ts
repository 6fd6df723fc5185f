import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstLoadRows } from '../../bench/first-load.mjs';

type Row = { page: string; kb: number; unframedMui: boolean; withinBudget: boolean };

/** The bench's first-load table from a build's manifest: budgets, and MUI never rendered without its frame. */
describe('first-load JavaScript per page', () => {
  let root: string;

  const build = (chunks: Record<string, string>, pages: Record<string, string[]>) => {
    const next = path.join(root, '.next');
    mkdirSync(path.join(next, 'static', 'chunks'), { recursive: true });
    for (const [file, source] of Object.entries(chunks)) writeFileSync(path.join(next, file), source);
    writeFileSync(path.join(next, 'build-manifest.json'), JSON.stringify({ pages: { '/_app': ['static/chunks/app.js'], ...pages } }));
  };
  const rows = (budgetKb = 160): Row[] => firstLoadRows({ root, budgetKb }) as Row[];

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("flags a page whose first load renders MUI without the site's frame, whether public or signed-in", () => {
    build(
      {
        'static/chunks/app.js': 'console.log("app")',
        'static/chunks/mui.js': 'styled("div",{name:"MuiPaper",slot:"Root"})',
        'static/chunks/frame.js': 'document.querySelector(\'meta[name="emotion-insertion-point"]\')',
        'static/chunks/plain.js': 'console.log("plain")',
      },
      {
        '/faq': ['static/chunks/mui.js'],
        '/my-account/profile': ['static/chunks/mui.js'],
        '/admin/users': ['static/chunks/mui.js', 'static/chunks/frame.js'],
        '/help': ['static/chunks/plain.js'],
      },
    );
    const unframed = Object.fromEntries(rows().map((row) => [row.page, row.unframedMui]));
    expect(unframed).toEqual({ '/faq': true, '/my-account/profile': true, '/admin/users': false, '/help': false });
  });

  it('holds public pages to the budget, with _app counted in', () => {
    build({ 'static/chunks/app.js': 'x'.repeat(10), 'static/chunks/page.js': Array.from({ length: 4000 }, (_, i) => `v${i * 7919}`).join(';') }, { '/help': ['static/chunks/page.js'] });
    const [help] = rows(1);
    expect(help!.kb).toBeGreaterThan(1);
    expect(help!.withinBudget).toBe(false);
    expect(rows(1000)[0]!.withinBudget).toBe(true);
  });
});
