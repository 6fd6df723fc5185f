import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTranslations } from '@/lib/admin/admin-sections';
import { translations } from '@/lib/i18n-server';
import type { PageI18n } from '@/lib/page-texts';

type Store = Record<string, Record<string, Record<string, unknown>>>;
const storeOf = (props: Awaited<ReturnType<typeof translations>>) => props._nextI18Next!.initialI18nStore as Store;

describe('translations', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('builds each set once in a built server and hands out the same props', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const first = await translations('tr', ['pages', 'account'], ['dashboard']);
    expect(await translations('tr', ['pages', 'account'], ['dashboard'])).toBe(first);
    const english = await translations('en', ['pages', 'account'], ['dashboard']);
    expect(english).not.toBe(first);
    expect(Object.keys(storeOf(english))).toEqual(['en']);
    // Another page's keys make another set, narrowed to its own texts.
    const other = await translations('tr', ['pages', 'account'], ['requests']);
    expect(other).not.toBe(first);
    expect(Object.keys(storeOf(first).tr!.pages!)).toEqual(['dashboard']);
    expect(Object.keys(storeOf(other).tr!.pages!)).toEqual(['requests']);
  });

  it('reads the files again each time in development, where they change', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const first = await translations('tr', ['pages'], ['dashboard']);
    expect(await translations('tr', ['pages'], ['dashboard'])).not.toBe(first);
  });

  it("links a set only pages rendered per request use (an admin section's) to the file the build wrote of it", async () => {
    vi.stubEnv('NODE_ENV', 'production');
    // A fresh module: no set built yet in this process. Its locale folder is resolved before the build folder moves.
    vi.resetModules();
    const fresh = await import('@/lib/i18n-server');
    const root = mkdtempSync(path.join(tmpdir(), 'admin-texts-'));
    try {
      vi.spyOn(process, 'cwd').mockReturnValue(root);
      const { namespaces, pageKeys } = adminTranslations('reservations');
      const href = await fresh.writeTranslationsFile(path.join(root, '.next'), 'en', namespaces, pageKeys);
      const linked = (await fresh.translations('en', namespaces, pageKeys))._nextI18Next as PageI18n;
      expect(linked.textsHref).toBe(href);
      // The file holds exactly the store the page would otherwise carry: the section's namespaces, in English.
      expect(readFileSync(path.join(root, '.next', href.replace(/^\/_next\//, '')), 'utf8')).toBe(JSON.stringify(linked.initialI18nStore));
      expect(Object.keys((linked.initialI18nStore as Store).en!)).toEqual(['common', 'admin', 'errors', 'account', 'search', 'tracking']);
      // A set the build has no file of stays in the page.
      const users = adminTranslations('users');
      expect(((await fresh.translations('en', users.namespaces, users.pageKeys))._nextI18Next as PageI18n).textsHref).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
