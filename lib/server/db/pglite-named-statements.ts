import { parse, protocol, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * [P1] Statements PGlite keeps prepared. PGlite's `query` sends each statement unnamed: parsed, analysed and planned
 * again on every execution, one round trip into its WebAssembly for each protocol message. Planning was most of the
 * database's time on a signed-in page (EXPLAIN on the dashboard's statement: 2.9 ms planning, 0.26 ms executing).
 * A statement run again is here prepared under a name (Parse and Describe once), then bound and executed with one
 * round trip; after five executions PostgreSQL keeps a generic plan when it costs no more than the custom ones, and
 * plans no more. Results, errors and locking are those of PGlite's own `query`: the same messages parsed by PGlite's
 * own `parseResults`, the same mutexes, the same files synced outside a transaction.
 */

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;
type Results<T> = Awaited<ReturnType<PGlite['query']>> & { rows: T[] };

/** PGlite's own locks and readiness, as its `query` takes them (not part of its typed surface). */
interface PGliteLocks {
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

interface Prepared {
  name: string;
  /** The parameters' type ids, for their serializers. */
  types: number[];
}

/** Executions of a text before it is prepared: a statement run once (a migration, a text with values in it) is not. */
const NAMED_FROM_EXECUTION = 2;
/** At most this many statements are kept prepared; later texts run unnamed. */
const MAX_PREPARED = 500;
/** Texts counted while not yet prepared; the count starts again past this many. */
const MAX_COUNTED = 5_000;

/** PostgreSQL's refusal to run a prepared statement whose result type a schema change altered. */
const PLAN_RESULT_CHANGED = '0A000';

const { messages, serialize } = protocol;
type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

const isPlanResultChange = (error: unknown) => error instanceof messages.DatabaseError && error.code === PLAN_RESULT_CHANGED;

/** What PGlite's `query` attaches to a database error: the statement, its parameters and options. */
function withContext(error: unknown, sql: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query: sql, params, queryOptions: options });
  return error;
}

export class NamedStatements {
  readonly #client: PGlite;
  readonly #locks: PGliteLocks;
  readonly #prepared = new Map<string, Prepared>();
  readonly #counted = new Map<string, number>();
  #named = 0;

  constructor(client: PGlite) {
    this.#client = client;
    this.#locks = client as unknown as PGliteLocks;
  }

  /** A statement outside a transaction: as `client.query`, after any transaction in progress. */
  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!this.#takesName(sql, options)) return this.#client.query<T>(sql, params, options);
    const named = this.#locks._checkReady().then(() =>
      this.#locks._runExclusiveTransaction(() =>
        this.#locks._runExclusiveQuery(async () => {
          const results = await this.#run<T>(sql, params, options);
          await this.#client.syncToFs();
          return results;
        }),
      ),
    );
    // A schema change altered the statement's result: it is forgotten (#run), and the statement runs unnamed.
    return named.catch((error: unknown) => {
      if (isPlanResultChange(error)) return this.#client.query<T>(sql, params, options);
      throw error;
    });
  }

  /** A statement inside `tx`: as `tx.query`. */
  queryIn<T>(tx: Transaction, sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (tx.closed || !this.#takesName(sql, options)) return tx.query<T>(sql, params, options);
    return this.#locks._runExclusiveQuery(() => this.#run<T>(sql, params, options));
  }

  /** Whether `sql` runs as a named statement now: seen before, and room left (a blob's COPY never). */
  #takesName(sql: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes) return false;
    if (this.#prepared.has(sql)) return true;
    if (this.#prepared.size >= MAX_PREPARED) return false;
    const count = (this.#counted.get(sql) ?? 0) + 1;
    if (count < NAMED_FROM_EXECUTION) {
      if (this.#counted.size >= MAX_COUNTED) this.#counted.clear();
      this.#counted.set(sql, count);
      return false;
    }
    this.#counted.delete(sql);
    return true;
  }

  async #exchange(message: Uint8Array): Promise<BackendMessages> {
    return this.#client.execProtocolStream(message, { syncToFs: false });
  }

  /** Parse and Describe once under a new name; the prepared statement is kept only once both succeeded. */
  async #prepare(sql: string): Promise<Prepared> {
    const name = `navlun_${++this.#named}`;
    await this.#exchange(serialize.parse({ name, text: sql }));
    const prepared = { name, types: parse.parseDescribeStatementResults(await this.#exchange(serialize.describe({ type: 'S', name }))) };
    this.#prepared.set(sql, prepared);
    return prepared;
  }

  #values(prepared: Prepared, params: unknown[], options: QueryOptions | undefined): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = prepared.types[index]!;
      const serializer = options?.serializers?.[type] ?? this.#client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }

  /** Bind, Describe, Execute in one round trip, then Sync (also after an error, as PGlite's `query` does). */
  async #run<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const received: BackendMessages = [];
    try {
      const prepared = this.#prepared.get(sql) ?? (await this.#prepare(sql));
      const values = this.#values(prepared, params, options);
      received.push(...(await this.#exchange(Buffer.concat([serialize.bind({ statement: prepared.name, values }), serialize.describe({ type: 'P' }), serialize.execute({})]))));
    } catch (error) {
      if (isPlanResultChange(error)) this.#prepared.delete(sql);
      throw withContext(error, sql, params, options);
    } finally {
      received.push(...(await this.#exchange(serialize.sync())));
    }
    return parse.parseResults(received, this.#client.parsers, options)[0] as Results<T>;
  }
}
