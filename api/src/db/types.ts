import type { Dialect } from 'kysely';

export type SqlValue = string | number | boolean | null | Date;

/** The little the API needs from a database; PGlite and PostgreSQL both provide it. */
export interface Queryable {
  query<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

/** A database's reads, with the form fastest for many rows. */
export interface Reader extends Queryable {
  /**
   * The rows of a select that reads many fields, such as a list's page. PGlite's driver decodes each field in
   * JavaScript (about 1 µs each), which for fifteen rows of a dozen columns costs more than the database's own
   * work: it reads the rows as one JSON value instead, and times come as text. PostgreSQL's driver decodes fields
   * natively and building the JSON would cost the server more than it saves: the select runs as written.
   */
  queryMany<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
}

export interface PoolUse {
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database extends Reader {
  /** Runs `work` in one transaction: all of it lands, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each payload NOTIFY sends on `channel`, from any process on this database, and
   * `onGap` when some may have been missed (the listening connection was lost; it reconnects by itself).
   * Resolves once listening, with a function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
  /** Runs `work` while no other process holds the lock `key` on this database (an advisory lock on PostgreSQL). */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** The connection pool's connections now; null for the embedded database, which has one connection and no pool. */
  poolUse(): PoolUse | null;
  /** Kysely's view of this database (the migrator runs through it); it shares this handle's connections. */
  dialect(): Dialect;
  close(): Promise<void>;
}
