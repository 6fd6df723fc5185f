import { describe, expect, it } from 'vitest';
import { createTtlCache } from '@/lib/server/ttl-cache';

describe('createTtlCache', () => {
  it('loads once within the time to live and again after it', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 0)).toBe(1);
    expect(await cache.get('a', load, 999)).toBe(1);
    expect(await cache.get('a', load, 1000)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    expect(await Promise.all([cache.get('k', load, 0), cache.get('k', load, 1)])).toEqual(['v1', 'v1']);
  });

  it('forgets a failed load at once', async () => {
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('k', async () => 7, 1)).toBe(7);
  });

  it('drops the least recently used entry past the limit', async () => {
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1', 0);
    await cache.get('b', async () => 'b1', 0);
    await cache.get('a', async () => 'a2', 1); // a is used again: b is now the oldest
    await cache.get('c', async () => 'c1', 2);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3', 3)).toBe('a1');
    expect(await cache.get('b', async () => 'b2', 3)).toBe('b2');
  });
});
