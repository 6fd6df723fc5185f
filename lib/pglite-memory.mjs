// @ts-check
/**
 * PostgreSQL's memory settings for an embedded PGlite: the app's database (lib/server/db/client.ts) and the identity
 * provider's (idp/db.mjs). PGlite runs PostgreSQL in WebAssembly, whose memory only grows: a buffer PostgreSQL
 * touches once stays resident for the life of the process. Its stock postgresql.conf keeps 128 MB of shared buffers
 * and 64 MB for index builds, sized for a server of its own; here the process's working set is a few MB (the
 * provider's) to a few tens of MB (the app's tariffs and tracking indexes), and the operating system's page cache
 * holds the files anyway. `PGLITE_SETTINGS` ("shared_buffers=64MB work_mem=8MB") overrides them for a larger
 * database; docs/BENCHMARKS.md has the measurements.
 */

/** @type {Record<'app' | 'idp', Record<string, string>>} */
export const PGLITE_SETTINGS = {
  app: { shared_buffers: '32MB', maintenance_work_mem: '16MB', wal_buffers: '1MB', temp_buffers: '4MB' },
  idp: { shared_buffers: '8MB', maintenance_work_mem: '4MB', wal_buffers: '512kB', temp_buffers: '1MB' },
};

/**
 * PGlite's start parameters for `kind`: its own defaults, then `-c name=value` for each setting above and each of
 * PGLITE_SETTINGS (space-separated name=value pairs, which win).
 * @param {'app' | 'idp'} kind
 * @param {readonly string[]} defaults PGlite.defaultStartParams
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function pgliteStartParams(kind, defaults, env = process.env) {
  const overrides = Object.fromEntries(
    (env.PGLITE_SETTINGS ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error(`PGLITE_SETTINGS: "${pair}" is not name=value`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
  const settings = { ...PGLITE_SETTINGS[kind], ...overrides };
  return [...defaults, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}
