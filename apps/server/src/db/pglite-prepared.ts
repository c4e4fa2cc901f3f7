import { parse, protocol, type PGlite, type ParserOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Statements seen this many times become named prepared statements; a one-off (a seed's insert, a
 * migration's DDL) stays on PGlite's own path and costs PostgreSQL no memory.
 */
const PREPARE_AFTER_USES = 2;
/** Enough for every statement the app repeats; statements past it keep PGlite's own path. */
const MAX_PREPARED = 256;

interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * PGlite's `query()` was most of a cart add's cost on PGlite (issue #4's bench): it sends every
 * statement as six separate calls into the WebAssembly module (parse, describe, bind, describe,
 * execute, sync), PostgreSQL parses and plans the statement every time, and each result merges
 * PGlite's whole type-parser table with the driver's parsers. This wraps the client drizzle uses so
 * that a statement run repeatedly is prepared once under a name, and each run after is one message
 * (Bind, Describe, Execute, Sync), with the merged parsers kept per options object; the same inside
 * a transaction.
 *
 * What stays as PGlite does it: the same locks (so a transaction in progress still holds every other
 * query off), the same write-through to the data directory after each statement (in a transaction,
 * at its COMMIT), the same errors (the DatabaseError PostgreSQL sent) and the same notifications to
 * listeners. A plan PostgreSQL cached is replanned when a table it reads changes; the schema changes only by the migrations this process
 * applies at start (PGlite's data directory has one process), before the app serves.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  const uses = new Map<string, number>();
  const prepared = new Map<string, Prepared>();
  const mergedParsers = new WeakMap<ParserOptions, Record<number | string, (value: string, typeId?: number) => unknown>>();

  // drizzle makes its parsers object anew for each query it builds (each one not prepared by the
  // app), so most calls miss the cache: the merge is the client's table as the prototype of the
  // query's few parsers (PGlite looks parsers up by property), not a copy of the whole table, which
  // was a sixth of a placement's CPU on PGlite.
  const parsersFor = (options: QueryOptions | undefined) => {
    if (!options?.parsers) return client.parsers;
    let merged = mergedParsers.get(options.parsers);
    if (!merged) mergedParsers.set(options.parsers, (merged = Object.assign(Object.create(client.parsers) as typeof client.parsers, options.parsers)));
    return merged;
  };

  /** Parses and describes the statement under a new name (the caller holds the query lock). */
  async function prepare(text: string): Promise<Prepared> {
    const name = `crust_${prepared.size + 1}`;
    const messages = await client.execProtocolStream(
      Buffer.concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    return statement;
  }

  /**
   * Binds and executes the statement, preparing it first if needed; the caller holds the query lock.
   * In a transaction, as PGlite's own transaction queries do, the write reaches the data directory
   * with the COMMIT rather than after each statement.
   */
  async function execute<T>(text: string, params: unknown[], options: QueryOptions | undefined, syncToFs: boolean): Promise<Results<T>> {
    const statement = prepared.get(text) ?? (await prepare(text));
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = client.serializers[statement.paramTypes[index]!];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await client.execProtocolStream(
      Buffer.concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs },
    );
    return parse.parseResults(messages, parsersFor(options), { rowMode: options?.rowMode })[0] as Results<T>;
  }

  /** Outside a transaction: waits for any transaction in progress, as PGlite's query() does. */
  const runPrepared = <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> =>
    client._runExclusiveTransaction(() => client._runExclusiveQuery(() => execute<T>(text, params, options, true)));

  /** Options this path does not implement (drizzle passes none of them) keep PGlite's own path. */
  const needsPlainPath = (options: QueryOptions | undefined) => Boolean(options?.blob || options?.paramTypes || options?.serializers || options?.onNotice);

  /** Whether the statement takes the prepared path (it has, or it is now seen often enough). */
  function takesPreparedPath(text: string, options: QueryOptions | undefined): boolean {
    if (needsPlainPath(options)) return false;
    if (prepared.has(text)) return true;
    const seen = (uses.get(text) ?? 0) + 1;
    if (seen >= PREPARE_AFTER_USES && prepared.size < MAX_PREPARED) {
      uses.delete(text);
      return true;
    }
    if (uses.size < MAX_PREPARED * 4) uses.set(text, seen);
    return false;
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return takesPreparedPath(text, options) ? runPrepared<T>(text, params, options) : client.query<T>(text, params, options);
  }

  /**
   * PGlite's transaction, whose queries take the prepared path too (a placement's statements all run
   * in one): the transaction already holds PGlite's transaction lock, so they take only the query
   * lock, as PGlite's own transaction queries do. A named statement outlives a rolled-back transaction
   * (prepared statements belong to the session); one that fails to prepare is not kept.
   */
  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return client.transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property) {
            if (property !== 'query') return Reflect.get(target, property, target);
            return async <R>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<R>> => {
              if (target.closed) throw new Error('Transaction is closed');
              if (!takesPreparedPath(text, options)) return target.query<R>(text, params, options);
              return client._runExclusiveQuery(() => execute<R>(text, params, options, false));
            };
          },
        }),
      ),
    );
  }

  // Everything else (transaction, listen, close, …) is the client's own, bound to it: PGlite keeps
  // its state in private fields, which only the instance itself may touch.
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
