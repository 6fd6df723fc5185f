import { describe, expect, it } from 'vitest';
import { groupCommit } from '@/lib/server/db/group-commit';

/** A run that records the groups it was given and finishes when told. */
function recordingRun() {
  const groups: number[][] = [];
  const pending: Array<() => void> = [];
  const run = (items: number[]) =>
    new Promise<Array<PromiseSettledResult<number>>>((resolve) => {
      groups.push(items);
      pending.push(() => resolve(items.map((item) => (item < 0 ? { status: 'rejected', reason: new Error(`bad ${item}`) } : { status: 'fulfilled', value: item * 10 }))));
    });
  const finishNext = async () => {
    pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { groups, run, finishNext };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('runs the items of one turn of the event loop together, and the items that come meanwhile together in the next run', async () => {
    const { groups, run, finishNext } = recordingRun();
    const submit = groupCommit(run);
    const first = [submit(1), submit(2)];
    expect(groups).toEqual([]);
    await nextTurn();
    const others = [submit(3), submit(4), submit(5)];
    await nextTurn();
    expect(groups).toEqual([[1, 2]]);
    await finishNext();
    expect(await Promise.all(first)).toEqual([10, 20]);
    expect(groups).toEqual([[1, 2], [3, 4, 5]]);
    await finishNext();
    expect(await Promise.all(others)).toEqual([30, 40, 50]);
  });

  it('gives each item its own result: one failing item rejects only its caller', async () => {
    const { run, finishNext } = recordingRun();
    const submit = groupCommit(run);
    const blocker = submit(0);
    await nextTurn();
    const good = submit(5);
    const bad = submit(-1).catch((error: unknown) => error);
    await finishNext();
    await blocker;
    await finishNext();
    expect(await good).toBe(50);
    expect(await bad).toEqual(new Error('bad -1'));
  });

  it('rejects every item of a run that fails as a whole, and goes on with the next', async () => {
    let calls = 0;
    const submit = groupCommit<number, number>(async (items) => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return items.map((item) => ({ status: 'fulfilled', value: item }));
    });
    await expect(submit(1)).rejects.toThrow('database gone');
    expect(await submit(2)).toBe(2);
  });

  it('runs up to `concurrency` groups at once and keeps each within `maxWeight` (one item always fits)', async () => {
    const { groups, run, finishNext } = recordingRun();
    const submit = groupCommit(run, { concurrency: 2, maxWeight: 5, weight: (item) => item });
    const all = [submit(1)];
    await nextTurn();
    all.push(submit(2));
    await nextTurn();
    all.push(submit(3), submit(2), submit(9), submit(1));
    await nextTurn();
    expect(groups).toEqual([[1], [2]]);
    await finishNext();
    expect(groups).toEqual([[1], [2], [3, 2]]);
    await finishNext();
    expect(groups).toEqual([[1], [2], [3, 2], [9]]);
    await finishNext();
    await finishNext();
    await finishNext();
    expect(groups).toEqual([[1], [2], [3, 2], [9], [1]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 20, 90, 10]);
  });
});
