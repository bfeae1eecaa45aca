import { describe, expect, it } from '@jest/globals';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('writes text in lower case without its accents', () => {
    expect(plainText('Ñandú PUÑOS Él')).toBe('nandu punos el');
  });

  it('keeps what is not a letter as it is', () => {
    expect(plainText(' 29" / 2,5 ')).toBe(' 29" / 2,5 ');
  });
});
