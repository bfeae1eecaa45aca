import { describe, expect, it } from '@jest/globals';
import { brandChoices } from './facets';

describe('brandChoices', () => {
  it('lists the brands alphabetically, case and accents aside, chosen ones kept with 0', () => {
    const { options, selected, counts } = brandChoices({ Zefal: 2, bell: 1, Ébano: 4 }, ['SHIMANO', 'BELL']);
    expect(options.map((option) => option.label)).toEqual(['bell', 'Ébano', 'SHIMANO', 'Zefal']);
    expect(selected).toEqual(['SHIMANO', 'bell']);
    expect(counts).toEqual({ bell: 1, Ébano: 4, SHIMANO: 0, Zefal: 2 });
  });
});
