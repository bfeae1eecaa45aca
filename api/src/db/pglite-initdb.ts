import { execFile } from 'node:child_process';

/**
 * Creating a PGlite database (initdb) grows its WebAssembly memory to hundreds of megabytes that a process never
 * gives back (not even from a worker thread). Run in a short-lived child process, all of it goes when it exits.
 */
export function createPgliteDatabase(pgdata: string, startParams: string[]): Promise<void> {
  const code = `
    const { entry, pgdata, startParams } = JSON.parse(process.argv[1]);
    import(entry)
      .then(({ PGlite }) => PGlite.create({ dataDir: pgdata, startParams }))
      .then((db) => db.close());
  `;
  const options = JSON.stringify({ entry: require.resolve('@electric-sql/pglite'), pgdata, startParams });
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', code, options], (error, _stdout, stderr) =>
      error ? reject(new Error(`No se pudo crear la base PGlite: ${stderr || error.message}`)) : resolve(),
    );
  });
}
