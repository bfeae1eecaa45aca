import path from 'node:path';
import { loadConfig } from './config';
import { openMediaStorage } from './features/images/storage/open-storage';
import { restoreBackup, type RestoreReport } from './features/backups/restore-backup';

const USAGE = 'Uso: npm run restore -- <copia.tar.gz> [--force]';

/** Where the restore went, without the database's password. */
function targetName(databaseUrl: string | null, dataDir: string): string {
  if (databaseUrl === null) return `la carpeta de datos ${dataDir}`;
  const url = new URL(databaseUrl);
  url.password = '';
  return `la base ${url.toString()}`;
}

function report({ createdAt, rowCounts, images }: RestoreReport, target: string): string {
  const width = Math.max(...Object.keys(rowCounts).map((table) => table.length));
  const tables = Object.entries(rowCounts).map(([table, rows]) => `  ${table.padEnd(width)}  ${rows}`);
  return [
    `Copia del ${createdAt} restaurada en ${target}.`,
    'Tablas (filas):',
    ...tables,
    `Imágenes: ${images} archivos.`,
    'Verificado: el sha256 de cada archivo y las filas de cada tabla coinciden con manifest.json, y cada imagen que nombra una fila está guardada.',
  ].join('\n');
}

/** `npm run restore -- <archive> [--force]`: the backup into an empty data folder or database (see restore-backup.ts). */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) throw new Error(USAGE);
  // npm runs this in api/: a relative path is the one typed where npm was started.
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] ?? '');
  const config = loadConfig();
  const storage = await openMediaStorage(config.storage);
  try {
    const restored = await restoreBackup(archive, { ...config, storage }, { force });
    console.info(report(restored, targetName(config.databaseUrl, config.dataDir)));
  } finally {
    storage.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
