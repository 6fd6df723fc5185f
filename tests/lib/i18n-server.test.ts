import { afterEach, describe, expect, it, vi } from 'vitest';
import { translations } from '@/lib/i18n-server';

type Store = Record<string, Record<string, Record<string, unknown>>>;
const storeOf = (props: Awaited<ReturnType<typeof translations>>) => props._nextI18Next!.initialI18nStore as Store;

describe('translations', () => {
  afterEach(() => vi.unstubAllEnvs());

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
});
