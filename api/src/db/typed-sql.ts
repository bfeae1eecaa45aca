import {
  type Compilable,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Tables } from './tables';
import type { Queryable, Reader, SqlValue } from './types';

/**
 * Kysely as a query builder only: it writes the SQL and its parameters, and the database handle runs them, so that
 * PGlite's statements go through its prepared-statement path (`pglite-statements.ts`) and `Reader.queryMany`. A
 * shape of query gives one SQL text whatever its values, which go as parameters: the statement is prepared once.
 */
export const typedSql = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** The values this API passes are SQL values; Kysely types a compiled query's parameters as unknown. */
function compiled(query: Compilable<unknown>): { sql: string; parameters: readonly SqlValue[] } {
  const { sql, parameters } = query.compile();
  return { sql, parameters: parameters as readonly SqlValue[] };
}

/** The rows of `query`, typed by it. */
export async function rowsOf<Row>(db: Queryable, query: Compilable<Row>): Promise<Row[]> {
  const { sql, parameters } = compiled(query);
  return db.query<Row>(sql, parameters);
}

/** The first row of `query`, or undefined. */
export async function firstRowOf<Row>(db: Queryable, query: Compilable<Row>): Promise<Row | undefined> {
  return (await rowsOf(db, query))[0];
}

/** A row as `Reader.queryMany` reads it: PGlite reads the rows as JSON, where a time is text. */
export type ReadMany<Row> = { [Column in keyof Row]: Row[Column] extends Date ? Date | string : Row[Column] };

/** A time in PGlite's JSON, in its UTC session: `2026-11-26T17:48:06.997+00:00`, with up to six decimals or none. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,3})\d*)?\+00:00$/;

/**
 * A time as the answers give it (ISO 8601 in UTC with milliseconds, as `Date.toISOString` writes it), from either
 * form a database reads it in. PGlite's UTC text is rewritten, not parsed: a `Date` costs ~0.7 µs of CPU a time,
 * about 10 µs a list page. Any other text goes through `Date`.
 */
export function isoTime(time: Date | string): string {
  const utc = typeof time === 'string' ? UTC_TEXT.exec(time) : null;
  return utc ? `${utc[1]}.${(utc[2] ?? '').padEnd(3, '0')}Z` : new Date(time).toISOString();
}

/** The rows of a select that reads many fields (`Reader.queryMany`), typed by it. */
export async function manyRowsOf<Row>(db: Reader, query: Compilable<Row>): Promise<ReadMany<Row>[]> {
  const { sql, parameters } = compiled(query);
  return db.queryMany<ReadMany<Row>>(sql, parameters);
}

/**
 * `query` compiled once, for statements that add their own clauses to it each run (a list's filters, order and page):
 * each run compiles only those clauses, not the select list and its subqueries again (~15 µs of CPU a list), and
 * its rows keep `query`'s type. `query`'s constants must be literals, so that the clauses' values are $1, $2...
 */
export function compiledOnce<Row>(query: Compilable<Row>): (clauses: RawBuilder<unknown>) => Compilable<Row> {
  const { sql: text, parameters } = query.compile();
  if (parameters.length) throw new Error(`compiledOnce: the query has parameters: ${text}`);
  // Kysely writes the text piece by piece, which V8 keeps as a tree of ~200 strings: copied into one string here,
  // each run's SQL (hashed as its statement's key) copies it instead of walking the tree again (~3 µs a list).
  const head = sql.raw(Buffer.from(text).toString());
  return (clauses) => ({ compile: () => sql<Row>`${head} ${clauses}`.compile(typedSql) });
}
