import { describe, expect, it } from 'vitest';
import { batchLoader } from '@/lib/server/db/batch-loader';

/** A loader that records each call and answers every key with its upper-case form, except those named missing. */
function recordingLoader(options?: { maxKeys?: number; missing?: string[] }) {
  const calls: Array<{ group: string; keys: string[] }> = [];
  const database = { down: false };
  const load = batchLoader(
    async (group: string, keys: string[]) => {
      calls.push({ group, keys });
      if (database.down) throw new Error('database down');
      return new Map(keys.filter((key) => !options?.missing?.includes(key)).map((key) => [key, `${group}:${key.toUpperCase()}`]));
    },
    { maxKeys: options?.maxKeys },
  );
  return { load, calls, database };
}

describe('batchLoader', () => {
  it('loads the keys asked for in one turn with one call per group, each caller getting its own value', async () => {
    const { load, calls } = recordingLoader({ missing: ['nope'] });
    const answers = await Promise.all([load('a', 'x'), load('b', 'x'), load('a', 'y'), load('a', 'nope')]);
    expect(answers).toEqual(['a:X', 'b:X', 'a:Y', undefined]);
    expect(calls).toEqual([
      { group: 'a', keys: ['x', 'y', 'nope'] },
      { group: 'b', keys: ['x'] },
    ]);
  });

  it('loads a key asked twice in one batch once, and answers both callers', async () => {
    const { load, calls } = recordingLoader();
    expect(await Promise.all([load('a', 'x'), load('a', 'x')])).toEqual(['a:X', 'a:X']);
    expect(calls).toEqual([{ group: 'a', keys: ['x'] }]);
  });

  it('starts a new batch for keys asked after the turn that ran the last one', async () => {
    const { load, calls } = recordingLoader();
    await load('a', 'x');
    await load('a', 'y');
    expect(calls.map((call) => call.keys)).toEqual([['x'], ['y']]);
  });

  it('runs a batch as soon as it holds maxKeys keys, and the rest in the next', async () => {
    const { load, calls } = recordingLoader({ maxKeys: 2 });
    expect(await Promise.all(['p', 'q', 'r', 's', 't'].map((key) => load('a', key)))).toEqual(['a:P', 'a:Q', 'a:R', 'a:S', 'a:T']);
    expect(calls.map((call) => call.keys)).toEqual([['p', 'q'], ['r', 's'], ['t']]);
  });

  it('rejects every caller of a failed batch, and the next batch runs afresh', async () => {
    const { load, calls, database } = recordingLoader();
    database.down = true;
    const settled = await Promise.allSettled([load('a', 'x'), load('a', 'y')]);
    expect(settled.map((result) => (result.status === 'rejected' ? (result.reason as Error).message : 'resolved'))).toEqual(['database down', 'database down']);
    database.down = false;
    expect(await load('a', 'x')).toBe('a:X');
    expect(calls.map((call) => call.keys)).toEqual([['x', 'y'], ['x']]);
  });

  it('turns a load that throws before returning a promise into rejections', async () => {
    const load = batchLoader((): Promise<Map<string, string>> => {
      throw new Error('bad statement');
    });
    await expect(load('a', 'x')).rejects.toThrow('bad statement');
  });
});
