import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PRODUCT_PAGE_PREFIX } from './product-paths';

const ROOT = join(__dirname, '..', '..');
/** Where the shop's own source lives; tests, benches, fixtures and builds are not searched. */
const SOURCE_DIRS = ['api/src', 'contract/src', 'host/src', 'shared/src', 'webpack', 'scripts'];
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|cjs)$/;
const NOT_SOURCE = /(?:\.test\.|\.spec\.|\/test\/|\/dist\/|\/node_modules\/)/;
const THE_CONTRACT = 'contract/src/product-paths.ts';

function remoteSourceDirs(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => `${entry.name}/src`);
}

/** The code of a source file; its comments may show an address as an example. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_SOURCE.test(`/${file}`));
}

/** A string or template that starts with a product page prefix: '/bici/…', `/accesorio/${…}`, '/bici'. */
const literalPrefix = new RegExp(
  `['"\`](?:${Object.values(PRODUCT_PAGE_PREFIX)
    .map((prefix) => prefix.replace('/', '\\/'))
    .join('|')})(?:[/'"\`?#])`,
);

describe('product page prefixes', () => {
  it('are written only in the contract: every other source builds its links with productPath', () => {
    const files = [...SOURCE_DIRS, ...remoteSourceDirs()].flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);

    const writers = files.filter(
      (file) => file !== THE_CONTRACT && literalPrefix.test(withoutComments(readFileSync(join(ROOT, file), 'utf8'))),
    );

    expect(writers).toEqual([]);
  });

  it('would find one written by hand', () => {
    expect(literalPrefix.test('to={`/bici/${idSlug(id, nombre)}`}')).toBe(true);
    expect(literalPrefix.test("detailPath: '/accesorio',")).toBe(true);
    expect(literalPrefix.test("to: '/bicicletas'")).toBe(false);
  });
});
