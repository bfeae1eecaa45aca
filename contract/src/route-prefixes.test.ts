import { describe, expect, it } from '@jest/globals';
import { PRODUCT_PAGE_PREFIX } from './product-paths';
import { readSource, sourceFiles } from './test-support/source-files';

const THE_CONTRACT = 'contract/src/product-paths.ts';

/** The code of a source file; its comments may show an address as an example. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** A string or template that starts with a product page prefix: '/bici/…', `/accesorio/${…}`, '/bici'. */
const literalPrefix = new RegExp(
  `['"\`](?:${Object.values(PRODUCT_PAGE_PREFIX)
    .map((prefix) => prefix.replace('/', '\\/'))
    .join('|')})(?:[/'"\`?#])`,
);

describe('product page prefixes', () => {
  it('are written only in the contract: every other source builds its links with productPath', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);

    const writers = files.filter(
      (file) => file !== THE_CONTRACT && literalPrefix.test(withoutComments(readSource(file))),
    );

    expect(writers).toEqual([]);
  });

  it('would find one written by hand', () => {
    expect(literalPrefix.test('to={`/bici/${idSlug(id, nombre)}`}')).toBe(true);
    expect(literalPrefix.test("detailPath: '/accesorio',")).toBe(true);
    expect(literalPrefix.test("to: '/bicicletas'")).toBe(false);
  });
});
