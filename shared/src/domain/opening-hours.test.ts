import { describe, expect, it } from '@jest/globals';
import type { OpeningHours } from '@shop/shared/config';
import { openingHoursLines, openingHoursSpecification } from './opening-hours';

const SPLIT_DAY: OpeningHours[] = [
  { from: 'monday', to: 'friday', opens: '10:00', closes: '13:00' },
  { from: 'monday', to: 'friday', opens: '16:00', closes: '20:30' },
  { from: 'saturday', to: 'saturday', opens: '10:00', closes: '14:00' },
];

describe('openingHoursLines', () => {
  it('writes one line per run of days, a day open twice with both spans', () => {
    expect(openingHoursLines(SPLIT_DAY)).toEqual(['Lunes a viernes: 10 a 13 y 16 a 20:30 h', 'Sábados: 10 a 14 h']);
  });
});

describe('openingHoursSpecification', () => {
  it('names every day of each run for schema.org', () => {
    expect(openingHoursSpecification(SPLIT_DAY)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '10:00',
        closes: '13:00',
      },
      expect.objectContaining({ opens: '16:00', closes: '20:30' }),
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '14:00',
      },
    ]);
  });
});
