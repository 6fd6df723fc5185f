/** A caller waiting for one key of a batch. */
interface Waiter<Value> {
  resolve: (value: Value | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads asked for in the same turn of the event loop, run together: each group (one prepared statement)
 * collects the keys its callers ask for until the turn's I/O is handled (setImmediate), then loads them all
 * in one call, at most `maxKeys` at a time. DataLoader's batching, without its cache: every caller still
 * reads the database, but fifty concurrent lookups cost a few statements instead of fifty round trips.
 * A key asked twice in one batch is loaded once; a failed load rejects every caller of its batch.
 */
export function batchLoader<Group extends string, Value>(load: (group: Group, keys: string[]) => Promise<Map<string, Value>>, { maxKeys = 100 } = {}) {
  const open = new Map<Group, Map<string, Array<Waiter<Value>>>>();

  const run = (group: Group, batch: Map<string, Array<Waiter<Value>>>) => {
    if (open.get(group) === batch) open.delete(group);
    new Promise<Map<string, Value>>((settle) => settle(load(group, [...batch.keys()]))).then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  };

  return function loadOne(group: Group, key: string): Promise<Value | undefined> {
    return new Promise((resolve, reject) => {
      let batch = open.get(group);
      if (!batch) {
        open.set(group, (batch = new Map()));
        const scheduled = batch;
        setImmediate(() => {
          if (open.get(group) === scheduled) run(group, scheduled);
        });
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size >= maxKeys) run(group, batch);
    });
  };
}
