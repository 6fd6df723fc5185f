/**
 * A small per-process cache of promises: each value is loaded once and reused for `ttlMs`; a failed
 * load is forgotten at once, and past `maxEntries` the least recently used entry goes. For data that
 * changes rarely and may be up to `ttlMs` old on every instance (FX rates, tariffs).
 */
export interface TtlCache<V> {
  get: (key: string, load: () => Promise<V>, now?: number) => Promise<V>;
  clear: () => void;
  readonly size: number;
}

export function createTtlCache<V>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }): TtlCache<V> {
  const entries = new Map<string, { loadedAt: number; value: Promise<V> }>();
  return {
    get(key, load, now = Date.now()) {
      const cached = entries.get(key);
      if (cached && now - cached.loadedAt < ttlMs) {
        entries.delete(key);
        entries.set(key, cached);
        return cached.value;
      }
      const entry = { loadedAt: now, value: load() };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

/** One cache per name for the whole process (survives Next's module reloading in development). */
export function processCache<V>(name: string, options: { ttlMs: number; maxEntries: number }): TtlCache<V> {
  const holder = globalThis as typeof globalThis & { __navlunCaches?: Map<string, TtlCache<unknown>> };
  holder.__navlunCaches ??= new Map();
  let cache = holder.__navlunCaches.get(name) as TtlCache<V> | undefined;
  if (!cache) {
    cache = createTtlCache<V>(options);
    holder.__navlunCaches.set(name, cache as TtlCache<unknown>);
  }
  return cache;
}
