import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTextsAt, withPageTexts } from '@/lib/client/page-texts';

const store = { tr: { common: { brand: { name: 'NavlunPort' } } } };
const i18n = { initialLocale: 'tr', ns: ['common'], userConfig: null, textsHref: '/_next/static/texts/texts-a.json' };

describe('page texts in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the props with the store, the same object each time for the same props', () => {
    const pageProps = { content: { a: 1 }, _nextI18Next: i18n } as never as Parameters<typeof withPageTexts>[0];
    const filled = withPageTexts(pageProps, store);
    expect(filled._nextI18Next?.initialI18nStore).toBe(store);
    expect(filled.content).toBe(pageProps.content);
    expect(withPageTexts(pageProps, store)).toBe(filled);
  });

  it('fetches a file once, and again after a failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValueOnce(new Response('gone', { status: 500 })).mockResolvedValueOnce(new Response('gone', { status: 500 })).mockResolvedValueOnce(new Response('gone', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    vi.useFakeTimers();
    const failing = pageTextsAt('/_next/static/texts/texts-b.json');
    const failed = expect(failing).rejects.toThrow('500');
    await vi.runAllTimersAsync();
    await failed;
    expect(fetch).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
    fetch.mockResolvedValue(Response.json(store));
    const loaded = pageTextsAt('/_next/static/texts/texts-b.json');
    expect(pageTextsAt('/_next/static/texts/texts-b.json')).toBe(loaded);
    expect(await loaded).toEqual(store);
    expect(fetch).toHaveBeenCalledTimes(4);
    // What React's use() reads to go on without suspending.
    expect(loaded).toMatchObject({ status: 'fulfilled', value: store });
  });
});
