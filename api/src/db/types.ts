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
  /**
   * Writes a consistent copy of the whole database into the folder `dir` while writes go on (for a backup): answers
   * the file's name and the rows of each table in that copy.
   */
  dump(dir: string): Promise<DatabaseDump>;
  /** Kysely's view of this database (the migrator runs through it); it shares this handle's connections. */
  dialect(): Dialect;
  close(): Promise<void>;
}

/** How a dump is restored: PGlite's data folder as a tarball, or pg_dump's custom format (pg_restore). */
export type DumpFormat = 'pglite-datadir' | 'pg_dump-custom';

export interface DatabaseDump {
  format: DumpFormat;
  /** The file written in the dump's folder. */
  file: string;
  /** Rows in each table of the copy, by table name. */
  rowCounts: Record<string, number>;
}
