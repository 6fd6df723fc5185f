import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveTextsToFile, pageTextsHref } from '@/lib/server/pages/page-texts-file';

const store = { tr: { common: { brand: { name: 'NavlunPort' } }, pages: { home: { title: 'Ana sayfa' } } } };

describe('page texts file', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const newBuild = () => (dir = mkdtempSync(path.join(os.tmpdir(), 'page-texts-')));

  it('while building, writes the store to a content-hashed file under /_next/static', () => {
    const buildDir = newBuild();
    const href = pageTextsHref(store, { buildDir, building: true });
    expect(href).toMatch(/^\/_next\/static\/texts\/texts-[0-9a-f]{16}\.json$/);
    expect(JSON.parse(readFileSync(path.join(buildDir, href!.replace('/_next/', '')), 'utf8'))).toEqual(store);
    // Other texts, another file; the same texts, the same file.
    expect(pageTextsHref({ en: store.tr }, { buildDir, building: true })).not.toBe(href);
    expect(pageTextsHref(structuredClone(store), { buildDir, building: true })).toBe(href);
  });

  it('in a running server, links the build file of the same texts and none for texts the build never wrote', () => {
    const buildDir = newBuild();
    const built = pageTextsHref(store, { buildDir, building: true });
    expect(pageTextsHref(structuredClone(store), { buildDir, building: false })).toBe(built);
    expect(pageTextsHref({ tr: { common: { brand: { name: 'Other' } } } }, { buildDir, building: false })).toBeNull();
  });

  it("leaves the store out of the HTML's page data only: the props a navigation's data is written from keep it", () => {
    const href = '/_next/static/texts/texts-0123456789abcdef.json';
    const props = { pageProps: { content: { a: 1 }, _nextI18Next: { initialI18nStore: store, initialLocale: 'tr', ns: ['common', 'pages'], userConfig: null, textsHref: href } } };
    const data = { props, page: '/' };
    expect(leaveTextsToFile(data)).toBe(href);
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      props: { pageProps: { content: { a: 1 }, _nextI18Next: { initialLocale: 'tr', ns: ['common', 'pages'], userConfig: null, textsHref: href } } },
      page: '/',
    });
    expect(props.pageProps._nextI18Next.initialI18nStore).toBe(store);
    const inline = { props: { pageProps: { _nextI18Next: { initialI18nStore: store, initialLocale: 'tr', ns: [], userConfig: null } } } };
    expect(leaveTextsToFile(inline)).toBeNull();
    expect(inline.props.pageProps._nextI18Next.initialI18nStore).toBe(store);
  });
});
