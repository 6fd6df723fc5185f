/** A caller waiting for its item's part of a run. */
interface Waiting<Item, Result> {
  item: Item;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: items that arrive while a run is in flight wait and go together into the next run (one transaction
 * for all of them), so under load a run's fixed cost (its round trips, its commit) is shared by everyone who came
 * meanwhile, and alone an item runs at the end of the event loop's turn (with the others of that turn). At most `concurrency` runs at a time, each of at most `maxWeight` (by
 * `weight`; one item always fits). `run` answers each item's result or error, in the items' order.
 */
export function groupCommit<Item, Result>(
  run: (items: Item[]) => Promise<Array<PromiseSettledResult<Result>>>,
  { concurrency = 1, maxWeight = Infinity, weight = () => 1 }: { concurrency?: number; maxWeight?: number; weight?: (item: Item) => number } = {},
): (item: Item) => Promise<Result> {
  const waiting: Array<Waiting<Item, Result>> = [];
  let running = 0;

  const takeGroup = () => {
    let total = weight(waiting[0]!.item);
    let count = 1;
    while (count < waiting.length && total + weight(waiting[count]!.item) <= maxWeight) total += weight(waiting[count++]!.item);
    return waiting.splice(0, count);
  };

  const start = () => {
    while (running < concurrency && waiting.length > 0) {
      const group = takeGroup();
      running += 1;
      run(group.map((entry) => entry.item))
        .then(
          (results) => group.forEach((entry, index) => settle(entry, results[index])),
          (error: unknown) => group.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          running -= 1;
          start();
        });
    }
  };

  const settle = (entry: Waiting<Item, Result>, result: PromiseSettledResult<Result> | undefined) => {
    if (result?.status === 'fulfilled') entry.resolve(result.value);
    else entry.reject(result ? result.reason : new Error('a group commit answered no result for an item'));
  };

  // Items that arrive in one turn of the event loop go together even into a run that could start at once.
  let scheduled = false;
  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        start();
      });
    });
}
