import type { PGlite, parse as pgliteParse, protocol as pgliteProtocol } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';
import type { Queryable, SqlValue } from './types';

/** What this takes from PGlite's module, which is loaded only when PGlite is the database. */
interface PgliteWire {
  parse: typeof pgliteParse;
  protocol: typeof pgliteProtocol;
}

/** What this takes from an open PGlite instance: its public API only. */
export type PgliteSession = Pick<
  PGlite,
  'closed' | 'parsers' | 'execProtocol' | 'runExclusive' | 'isInTransaction' | 'query'
>;

/**
 * The prepared statements kept, the least recently used closed first: each holds its parsed query in PGlite's
 * WebAssembly memory, which never shrinks.
 */
export const MAX_STATEMENTS = 100;

/**
 * PostgreSQL's start parameter that plans every execution of a prepared statement for its own values: a search for
 * a word in 100 rows and one in 3 750 need different plans, which a generic plan cannot tell apart.
 */
export const CUSTOM_PLANS = ['-c', 'plan_cache_mode=force_custom_plan'];

/** PostgreSQL's "cached plan must not change result type": the statement was prepared before its tables changed. */
const RESULT_TYPE_CHANGED = '0A000';

/** Values go as text and PostgreSQL types them from the statement, as node-postgres sends them. */
const asText = (value: SqlValue): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : String(value);

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * A query outside transactions in one exchange with PGlite's PostgreSQL, where PGlite's own `query` takes six
 * (parse, describe, bind, describe, execute, sync) and parses the SQL again each time. Each SQL text is prepared
 * once under a name, so a list's statement is parsed and analysed once; PostgreSQL still plans each execution
 * (`CUSTOM_PLANS`). It waits for any other query (`runExclusive`); while another caller's transaction is open it goes
 * through PGlite's own `query`, which waits for the transaction to end instead of running inside it.
 */
export function preparedQueries(pglite: PgliteSession, { parse, protocol }: PgliteWire): Queryable['query'] {
  const { serialize } = protocol;
  /** Statements to close in the next exchange: evicted, or left unknown by a failed one. */
  let closing: string[] = [];
  /** The messages that run the statement `name` with `values`: bind, describe, execute, sync. */
  const running = (name: string, values: (string | null)[]) =>
    joined([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
  /**
   * SQL text → its statement, with the messages that run it without values: the same bytes each time, serialised
   * once (PGlite's writer cost ~10 µs of CPU an exchange in a list's profile).
   */
  const statements = new LRUCache<string, { name: string; runWithoutValues: Uint8Array }>({
    max: MAX_STATEMENTS,
    dispose: ({ name }) => closing.push(name),
  });
  let made = 0;

  async function exchange(sql: string, values: (string | null)[]) {
    let statement = statements.get(sql);
    const prepared = statement !== undefined;
    if (statement === undefined) {
      const name = `s${(made += 1)}`;
      statement = { name, runWithoutValues: running(name, []) };
      statements.set(sql, statement);
    }
    const run = values.length ? running(statement.name, values) : statement.runWithoutValues;
    // Closes first: after a failed message PostgreSQL skips the rest of the exchange.
    const parts = closing.map((closed) => serialize.close({ type: 'S', name: closed }));
    closing = [];
    if (!prepared) parts.push(serialize.parse({ name: statement.name, text: sql }));
    parts.push(run);
    try {
      return (await pglite.execProtocol(parts.length === 1 ? run : joined(parts))).messages;
    } catch (error: unknown) {
      statements.delete(sql);
      throw error;
    }
  }

  /** The messages of the exchange, or null when a transaction is open (checked inside the lock no BEGIN can pass). */
  const exchangeOutsideTransactions = (sql: string, values: (string | null)[]) =>
    pglite.runExclusive(() => (pglite.isInTransaction() ? Promise.resolve(null) : exchange(sql, values)));

  return async <Row>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> => {
    if (pglite.closed) throw new Error('PGlite is closed');
    const values = params.map(asText);
    const run = () => exchangeOutsideTransactions(sql, values);
    const messages = await run().catch((error: unknown) => {
      // Prepared again (the failed exchange dropped it), it reads the tables as they are now.
      if (codeOf(error) === RESULT_TYPE_CHANGED) return run();
      throw error;
    });
    if (messages === null) return (await pglite.query<Row>(sql, [...params])).rows;
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as Row[];
  };
}
