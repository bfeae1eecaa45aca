// The package's `exports` map names its extensions; this project's `Node10` resolution does not read that map.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';

  export const pg_trgm: Extension;
}
