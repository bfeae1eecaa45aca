import { describe, expect, it } from '@jest/globals';
import { readSource, writtenFiles } from './test-support/source-files';

/**
 * Code and docs state each rule themselves. A pointer to a tracker's number or to a document outside the repository
 * (a section sign, a numbered decision, a spec folder, a machine's own path) means nothing to someone reading a clone.
 */
const OUTSIDE_REFERENCES: readonly RegExp[] = [
  /\b(?:issue|ticket|pull request)s? *#?\d+/i,
  /(?:^|[\s([])#\d{1,4}(?=[\s).,:\]]|$)/,
  /\u00a7/,
  /\bspec(?:ification)?(?:'s)? *0[1-3]\b/i,
  /\bdecisi[oó]n(?:es)? *\d+/i,
  /\b0[1-3]-(?:storefront|admin|decisions)\b/,
  /shared\/spec\b/,
  /(?:^|[\s'"`(])\/work\//,
];

function outsideReferences(file: string): string[] {
  return readSource(file)
    .split('\n')
    .flatMap((line, index) =>
      OUTSIDE_REFERENCES.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('the code and the docs', () => {
  it('point at no ticket and at no document outside the repository', () => {
    expect(writtenFiles().flatMap(outsideReferences)).toEqual([]);
  });
});
