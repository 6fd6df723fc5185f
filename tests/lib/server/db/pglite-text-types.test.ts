import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgliteForDrizzle } from '@/lib/server/db/pglite-drizzle-client';
import { DRIZZLE_TEXT_TYPES, withoutTextParsers } from '@/lib/server/db/pglite-text-types';

describe('PGlite reading drizzle text types once', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('names exactly the types drizzle asks to read as text, in both its row modes', () => {
    const prepared = new PglitePreparedQuery(client, 'select 1', [], { logQuery: () => undefined }, undefined as never, undefined, undefined, undefined, undefined, false);
    // drizzle's own options for a statement (private fields of its prepared query).
    const { queryConfig, rawQueryConfig } = prepared as unknown as Record<'queryConfig' | 'rawQueryConfig', { rowMode: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> }>;
    for (const config of [queryConfig, rawQueryConfig]) {
      expect(Object.keys(config.parsers!).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      expect(withoutTextParsers(config)).toEqual({ rowMode: config.rowMode });
    }
  });

  it('keeps parsers that read any other type', () => {
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value, 20: (value: string) => BigInt(value) } };
    expect(withoutTextParsers(options)).toBe(options);
    expect(withoutTextParsers(undefined)).toBeUndefined();
  });

  it('gives drizzle dates as text without a parser table per statement, inside transactions too', async () => {
    const db = drizzle({ client: pgliteForDrizzle(client) as PGlite });
    const spy = vi.spyOn(client, 'query');
    const [row] = (await db.execute(sql`select timestamptz '2026-11-29 21:00:00+03' as at, date '2026-11-29' as day, 2 as n`)).rows;
    expect(row).toEqual({ at: '2026-11-29 18:00:00+00', day: '2026-11-29', n: 2 });
    expect(spy.mock.calls.at(-1)![2]).toEqual({ rowMode: 'object' });
    await db.execute(sql`create table marks (at timestamptz not null)`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values ('2026-11-29 00:30:00+03')`);
      expect((await tx.execute(sql`select at from marks`)).rows).toEqual([{ at: '2026-11-28 21:30:00+00' }]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into marks values (now())`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.execute(sql`select count(*)::int as n from marks`)).rows).toEqual([{ n: 1 }]);
    spy.mockRestore();
  });
});
