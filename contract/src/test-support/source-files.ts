import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository's root. */
export const ROOT = join(__dirname, '..', '..', '..');
/** Where the shop's own source lives, besides the remotes'; tests, benches, fixtures and builds are not searched. */
const SOURCE_DIRS = ['api/src', 'contract/src', 'host/src', 'shared/src', 'webpack', 'scripts'];
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const NOT_SOURCE = /(?:\.test\.|\.spec\.|\/test\/|\/test-support\/|\/dist\/|\/node_modules\/)/;

function remoteSourceDirs(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => `${entry.name}/src`);
}

function sourceFilesOf(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_SOURCE.test(`/${file}`));
}

/** Every source file of the shop, relative to the root ('api/src/app.ts'). */
export function sourceFiles(): string[] {
  return [...SOURCE_DIRS, ...remoteSourceDirs()].flatMap(sourceFilesOf);
}

/** A source file's text. */
export function readSource(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}

/** Folders that hold what is installed, built, generated or kept at run time, never what is written. */
const NOT_WRITTEN = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-bundle',
  'dist-server',
  'coverage',
  'data',
  'data-backups',
  'test-results',
  'playwright-report',
  'releases',
  'out',
  '.mf',
]);
const TEXT_FILE = /\.(?:ts|tsx|mts|js|mjs|cjs|md|json|ya?ml|css|html|sh)$|^(?:run|Dockerfile)$/;

function writtenFilesOf(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return NOT_WRITTEN.has(entry.name) ? [] : writtenFilesOf(path);
    return entry.isFile() && TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

/** Every text file people write, tests, benches, docs and configuration included, relative to the root. */
export function writtenFiles(): string[] {
  return writtenFilesOf('');
}
