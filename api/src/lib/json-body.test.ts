import { describe, expect, it } from '@jest/globals';
import { isEmptyBody, nestsDeeperThan } from './json-body';
import { refusedPath } from './input-guards';

describe('nestsDeeperThan', () => {
  it.each([
    ['an object in an array in an object', '{"a":[1,{"b":2}]}', 3, false],
    ['the same, past a limit of 2', '{"a":[1,{"b":2}]}', 2, true],
    ['brackets inside a string', '"[[[[[["', 1, false],
    ['brackets after an escaped quote', '["\\"[[[[["]', 1, false],
    ['100,000 nested arrays', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 32, true],
  ])('%s', (_case, text, limit, deeper) => {
    expect(nestsDeeperThan(text, limit)).toBe(deeper);
  });
});

describe('isEmptyBody', () => {
  it.each([undefined, '', {}])('%p is no body', (body) => {
    expect(isEmptyBody(body)).toBe(true);
  });

  it.each([null, [], { a: 1 }, 'x', 0])('%p is a body', (body) => {
    expect(isEmptyBody(body)).toBe(false);
  });
});

describe('refusedPath', () => {
  const hasNul = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');

  it('names the first refused value by its dotted path', () => {
    expect(refusedPath({ nombre: 'ok', imagenes: [{ url: 'a' }, { url: 'b\u0000' }] }, hasNul)).toBe('imagenes.1.url');
    expect(refusedPath({ a: 'x', b: ['y'] }, hasNul)).toBeNull();
  });

  it('walks a value nested 200,000 deep without overflowing the stack', () => {
    let deep: unknown = 'fondo\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(refusedPath(deep, hasNul)).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
  });
});
