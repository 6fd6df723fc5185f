// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, createElement, useId } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { generatedId } from '@/components/islands/early-input';

/**
 * What the islands (components/islands/) take from Next, React, webpack and MUI beyond their documented APIs. An
 * upgrade that moves one of them fails here, with a message naming what moved and the file of ours that depends on it.
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const require = createRequire(import.meta.url);
const source = (file: string) => readFileSync(require.resolve(file), 'utf8');
const moved = (internal: string, ours: string) => `${internal} has moved: ${ours} depends on it`;

type ResolveData = { request: string; contextInfo?: { issuer?: string } };
type Replacement = { resourceRegExp: RegExp; newResource: (resource: ResolveData) => void };

describe("Next's pages-router client entry", () => {
  const clientEntry = require.resolve('next/dist/client/index.js');

  it('is next/dist/client/index.js, reached from the main entry next/dist/client/next.js', () => {
    const webpackConfig = source('next/dist/build/webpack-config.js');
    expect(webpackConfig, moved("Next's main client entry (next/dist/client/next.js, webpack-config.js)", 'next.config.js (the react-dom/client swap)')).toMatch(/NEXT_PROJECT_ROOT_DIST_CLIENT, dev \? `next-dev\.js` : 'next\.js'/);
    expect(source('next/dist/client/next.js'), moved('next/dist/client/next.js requiring its index.js', 'next.config.js (the react-dom/client swap)')).toContain('require("./")');
    expect(clientEntry.endsWith(path.join('next', 'dist', 'client', 'index.js')), moved("the client entry's path", "next.config.js's nextClientEntry")).toBe(true);
  });

  it('hydrates the page with hydrateRoot from react-dom/client, and takes nothing else from it', async () => {
    const entry = readFileSync(clientEntry, 'utf8');
    expect(entry, moved('the client entry\'s require("react-dom/client")', 'next.config.js (the react-dom/client swap)')).toMatch(/const _client = .*require\("react-dom\/client"\)/);
    const used = new Set([...entry.matchAll(/_client\.default\.(\w+)/g)].map((match) => match[1]));
    expect([...used], moved("the client entry's calls into react-dom/client", 'components/islands/hydrate-in-transition.js')).toEqual(['hydrateRoot']);
    const swapped = (await import('@/components/islands/hydrate-in-transition.js')).default as Record<string, unknown>;
    expect(typeof swapped.hydrateRoot, moved('react-dom/client as the client entry reads it (its default export)', 'components/islands/hydrate-in-transition.js')).toBe('function');
  });

  it("is where next.config.js's NormalModuleReplacementPlugin swaps in hydrate-in-transition.js, with Next's own webpack", () => {
    const nextConfig = require('../../next.config.js') as { webpack: (config: { plugins: unknown[] }, options: object) => { plugins: unknown[] } };
    const webpack = (require('next/dist/shared/lib/get-webpack-bundler') as { default: () => { NormalModuleReplacementPlugin: new (...args: never[]) => Replacement } }).default();
    const { plugins } = nextConfig.webpack({ plugins: [] }, { isServer: false, dev: false, webpack });
    const plugin = plugins.find((candidate): candidate is Replacement => candidate instanceof webpack.NormalModuleReplacementPlugin);
    expect(plugin?.resourceRegExp.test('react-dom/client'), moved("webpack's NormalModuleReplacementPlugin (resourceRegExp)", 'next.config.js')).toBe(true);
    const fromEntry: ResolveData = { request: 'react-dom/client', contextInfo: { issuer: clientEntry } };
    const fromApp: ResolveData = { request: 'react-dom/client', contextInfo: { issuer: path.resolve('pages/_app.tsx') } };
    plugin!.newResource(fromEntry);
    plugin!.newResource(fromApp);
    expect(fromEntry.request, moved("webpack's NormalModuleReplacementPlugin (newResource)", 'next.config.js')).toBe(path.resolve('components/islands/hydrate-in-transition.js'));
    expect(existsSync(fromEntry.request), 'next.config.js swaps in a file that is not there: components/islands/hydrate-in-transition.js').toBe(true);
    expect(fromApp.request).toBe('react-dom/client');
  });
});

describe('the constant `typeof window`', () => {
  it("is replaced by Next's SWC options: 'object' in the browser's build, 'undefined' in the server's", () => {
    const { getLoaderSWCOptions } = require('next/dist/build/swc/options.js') as { getLoaderSWCOptions: (options: object) => { jsc: { transform: { optimizer?: { globals?: { typeofs?: Record<string, string> } } } } } };
    const typeofWindow = (isServer: boolean) => getLoaderSWCOptions({ filename: path.resolve('components/probe.tsx'), development: false, isServer, pagesDir: path.resolve('pages'), isPageFile: false, jsConfig: {}, esm: true, compilerOptions: {} }).jsc.transform.optimizer?.globals?.typeofs?.window;
    const dependents = "the island modules' split (staticIslands(typeof window === 'undefined' ? module : null, …) in ~30 views) and components/islands/AppFrame.tsx";
    expect(typeofWindow(false), moved("SWC's optimizer.globals.typeofs.window (next/dist/build/swc/options.js)", dependents)).toBe('object');
    expect(typeofWindow(true), moved("SWC's optimizer.globals.typeofs.window (next/dist/build/swc/options.js)", dependents)).toBe('undefined');
  });

  it("drops a module only when the app's modules are declared free of side effects", () => {
    const { sideEffects } = JSON.parse(readFileSync('package.json', 'utf8')) as { sideEffects?: unknown };
    expect(sideEffects, "package.json's sideEffects: components/islands/index.ts and the static islands' split need the app's modules free of side effects (CSS aside)").toEqual(['*.css']);
  });
});

describe('React', () => {
  function Field() {
    return createElement('input', { id: useId() });
  }

  it("makes useId's ids in the shape early-input.ts tells from a field's own id, on the server and in the browser", async () => {
    const serverId = /id="([^"]+)"/.exec(renderToString(createElement(Field)))?.[1] ?? '';
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(createElement(Field)));
    const browserId = container.querySelector('input')!.id;
    act(() => root.unmount());
    expect(serverId, moved(`React's useId format on the server (${serverId})`, 'components/islands/early-input.ts (generatedId)')).toMatch(generatedId);
    expect(browserId, moved(`React's useId format in the browser (${browserId})`, 'components/islands/early-input.ts (generatedId)')).toMatch(generatedId);
  });

  it("keeps the server's markup inside an element hydrated with an empty dangerouslySetInnerHTML", async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div class="static-island"><p>Merhaba</p></div>';
    const served = container.querySelector('p');
    const errors: unknown[] = [];
    const island = createElement('div', { className: 'static-island', dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true });
    const root = await act(async () => hydrateRoot(container, island, { onRecoverableError: (error) => errors.push(error) }));
    expect(container.querySelector('p'), moved("React's hydration of dangerouslySetInnerHTML (it keeps the server's children)", 'components/islands/StaticIsland.tsx')).toBe(served);
    expect(errors, moved("React's hydration of dangerouslySetInnerHTML (it keeps the server's children)", 'components/islands/StaticIsland.tsx')).toEqual([]);
    act(() => root.unmount());
  });
});

describe("MUI's emotion cache for the pages router", () => {
  it("is keyed 'mui' like the server's, and inserts at the head's emotion-insertion-point", async () => {
    const { createEmotionCache } = await import('@mui/material-nextjs/v16-pagesRouter');
    const insertionPoint = document.createElement('meta');
    insertionPoint.name = 'emotion-insertion-point';
    document.head.append(insertionPoint);
    const cache = createEmotionCache();
    insertionPoint.remove();
    expect(cache.key, moved("createEmotionCache's key (the server's styles are taken over by it)", 'components/islands/MuiFrame.tsx')).toBe('mui');
    expect((cache.sheet as unknown as { insertionPoint?: Element }).insertionPoint, moved("createEmotionCache's insertion point", 'components/islands/MuiFrame.tsx')).toBe(insertionPoint);
    expect(String(createEmotionCache), moved("the 'emotion-insertion-point' string in createEmotionCache's code", "bench/first-load.mjs (how it tells a chunk with the site's MUI frame)")).toContain('emotion-insertion-point');
  });
});

describe("Next's document <Head>", () => {
  it('writes the dynamic chunks, then the app scripts, through methods a subclass replaces (pages/_document.tsx, PaintFirstHead)', () => {
    const document = source('next/dist/pages/_document.js');
    const head = /class Head extends[\s\S]*?class NextScript/.exec(document)?.[0] ?? '';
    const where = 'pages/_document.tsx (PaintFirstHead: the app scripts started after the first paint)';
    expect(head, moved("Head's render calling this.getDynamicChunks(files) and then this.getScripts(files)", where)).toMatch(/this\.getDynamicChunks\(files\),\s*!disableOptimizedLoading && !disableRuntimeJS && this\.getScripts\(files\)/);
    expect(document, moved('getScripts and getDynamicChunks writing <script src> elements', where)).toMatch(/function getScripts\(context, props, files\)[\s\S]*?jsx\)\("script", \{\s*src:/);
    expect(document, moved('getScripts and getDynamicChunks writing <script src> elements', where)).toMatch(/function getDynamicChunks\(context, props, files\)[\s\S]*?jsx\)\("script", \{[\s\S]*?src:/);
  });
});
