import { spawn } from 'node:child_process';

/**
 * A libpq connection for PostgreSQL's own tools (pg_dump, pg_restore): the URL without its password, which goes in
 * PGPASSWORD instead, so that it does not show in the process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return { dbname: target.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/**
 * Runs one of PostgreSQL's tools against the database of `url` (passed as `--dbname`); rejects with what it printed
 * when it fails.
 */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: readonly string[]): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let printed = '';
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `No se encontró ${tool}: instalá el cliente de PostgreSQL (la versión del servidor o una más nueva).`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} terminó con el código ${code}: ${printed.trim()}`)),
    );
  });
}
