import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamedStatements } from '@/lib/server/db/pglite-named-statements';

/**
 * [P1] PGlite's statements kept prepared: the same answers, errors and transactions as PGlite's own `query`, with a
 * statement run again prepared once under a name (and planned generically once PostgreSQL chooses to).
 */
let client: PGlite;
let statements: NamedStatements;

const prepared = async () => (await client.query<{ statement: string; generic_plans: number }>(`select statement, generic_plans from pg_prepared_statements`)).rows;

beforeAll(async () => {
  client = await PGlite.create();
  statements = new NamedStatements(client);
  await client.exec(`
    create table parcels (id serial primary key, code text unique not null, weight numeric(10,2), pieces bigint, tags text[], data jsonb, at timestamptz, fragile boolean);
    insert into parcels (code, weight, pieces, tags, data, at, fragile)
      select 'P' || n, n * 1.25, n * 10000000000, array['İstanbul', 'ığüşöç', 'n' || n], jsonb_build_object('n', n, 'city', 'Kadıköy'), timestamptz '2026-11-30 10:00:00+03' + n * interval '1 day', n % 2 = 0
      from generate_series(1, 20) n;
    insert into parcels (code) values ('EMPTY');`);
});
afterAll(async () => {
  await client?.close();
});

describe('NamedStatements', () => {
  it('answers as PGlite’s own query does, in both row modes, before and after PostgreSQL switches to a generic plan', async () => {
    const sql = 'select * from parcels where id <= $1 or code = $2 order by id';
    for (let execution = 1; execution <= 8; execution++) {
      const params = [execution, 'EMPTY'];
      const [plain, named] = [await client.query(sql, params), await statements.query(sql, params)];
      expect(named.rows).toEqual(plain.rows);
      expect(named.fields).toEqual(plain.fields);
      const asArrays = await statements.query(sql, params, { rowMode: 'array' });
      expect(asArrays.rows).toEqual((await client.query(sql, params, { rowMode: 'array' })).rows);
    }
    const [row] = (await statements.query<{ tags: string[]; data: { city: string }; pieces: bigint | number; weight: string }>(sql, [1, 'none'])).rows;
    expect(row).toMatchObject({ tags: ['İstanbul', 'ığüşöç', 'n1'], data: { city: 'Kadıköy' }, weight: '1.25' });
    const kept = (await prepared()).find((entry) => entry.statement === sql);
    expect(kept, 'prepared under a name').toBeDefined();
    expect(kept!.generic_plans).toBeGreaterThan(0);
  });

  it('prepares a statement from its second execution only, and binds nulls, dates, arrays and JSON as parameters', async () => {
    const once = 'select count(*)::int as n from parcels where fragile = $1';
    expect((await statements.query<{ n: number }>(once, [true])).rows[0]!.n).toBe(10);
    expect((await prepared()).some((entry) => entry.statement === once)).toBe(false);
    expect((await statements.query<{ n: number }>(once, [false])).rows[0]!.n).toBe(10);
    expect((await prepared()).some((entry) => entry.statement === once)).toBe(true);

    const typed = 'select $1::int as a, $2::timestamptz as b, $3::text[] as c, $4::jsonb as d, $5::text as e';
    const params = [null, new Date('2026-11-30T21:30:00Z'), ['ş', 'Ç'], { a: [1, 'ğ'] }, 'İ'];
    for (let execution = 0; execution < 3; execution++) expect((await statements.query(typed, params)).rows).toEqual((await client.query(typed, params)).rows);
  });

  it('raises the database’s error with its code and statement, and goes on working after it', async () => {
    const insert = 'insert into parcels (code) values ($1) returning id';
    await statements.query(insert, ['NEW-1']);
    await statements.query(insert, ['NEW-2']);
    const failure = await statements.query(insert, ['NEW-1']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(protocol.messages.DatabaseError);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: ['NEW-1'] });
    expect((await statements.query<{ id: number }>(insert, ['NEW-3'])).rows).toHaveLength(1);
    await expect(statements.query('select * from no_such_table where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    await expect(statements.query('select * from no_such_table where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
  });

  it('runs inside a transaction: its writes seen there, undone with a rollback; others wait for the commit', async () => {
    const insert = 'insert into parcels (code) values ($1)';
    const count = 'select count(*)::int as n from parcels where code like $1';
    await statements.query(count, ['TX-%']);
    await client
      .transaction(async (tx) => {
        await statements.queryIn(tx, insert, ['TX-1']);
        await statements.queryIn(tx, insert, ['TX-2']);
        expect((await statements.queryIn<{ n: number }>(tx, count, ['TX-%'])).rows[0]!.n).toBe(2);
        await tx.rollback();
      })
      .catch(() => undefined);
    expect((await statements.query<{ n: number }>(count, ['TX-%'])).rows[0]!.n).toBe(0);

    let committed = false;
    const waiting = client.transaction(async (tx) => {
      await statements.queryIn(tx, insert, ['TX-3']);
      await new Promise((resolve) => setTimeout(resolve, 100));
      committed = true;
    });
    const seen = await statements.query<{ n: number }>(count, ['TX-%']);
    await waiting;
    expect(committed).toBe(true);
    expect(seen.rows[0]!.n).toBe(1);
  });

  it('a schema change that alters a prepared statement’s result: the statement runs unnamed and answers the new shape', async () => {
    const sql = 'select * from parcels where code = $1';
    await statements.query(sql, ['P1']);
    await statements.query(sql, ['P1']);
    await client.exec('alter table parcels add column note text');
    const [row] = (await statements.query<Record<string, unknown>>(sql, ['P1'])).rows;
    expect(row).toHaveProperty('note', null);
    expect((await statements.query<Record<string, unknown>>(sql, ['P2'])).rows[0]).toHaveProperty('note', null);
  });

  it('many statements at once, prepared and not, each gets its own answer', async () => {
    const sql = 'select code from parcels where id = $1';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => statements.query<{ code: string }>(index % 3 === 0 ? `${sql} and true` : sql, [(index % 20) + 1])));
    expect(answers.map((answer) => answer.rows[0]!.code)).toEqual(Array.from({ length: 40 }, (_, index) => `P${(index % 20) + 1}`));
  });
});
