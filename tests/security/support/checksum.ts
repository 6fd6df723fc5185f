import type { TestApi } from '../../api/harness';

/**
 * A cheap fingerprint of every table of the app's schema: its row count and the sum of its rows' hashes
 * (order-independent, so an UPDATE shows as well as an INSERT or DELETE). Compared before and after a
 * batch of rejected requests to prove that none of them wrote anything.
 */
export async function databaseFingerprint(api: TestApi, except: string[] = []): Promise<Record<string, string>> {
  const tables = await api.sql<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like '\\_\\_%' order by table_name`,
  );
  const names = tables.map((table) => table.name).filter((name) => !except.includes(name));
  const select = names.map((name, index) => `(select count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text from "${name}" t) as c${index}`).join(', ');
  const [row] = await api.sql<Record<string, string>>(`select ${select}`);
  return Object.fromEntries(names.map((name, index) => [name, row![`c${index}`]!]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
