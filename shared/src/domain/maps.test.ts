import { describe, expect, it } from '@jest/globals';
import { directionsUrl, mapEmbedUrl } from './maps';
import { phoneHref } from './phone';

describe('map links', () => {
  it('embeds the point at the given zoom', () => {
    expect(mapEmbedUrl(-34.6, -58.38, 16)).toBe('https://maps.google.com/maps?q=-34.6,-58.38&z=16&output=embed');
  });

  it('asks for directions to the point', () => {
    expect(directionsUrl(-34.6, -58.38)).toBe('https://www.google.com/maps/dir/?api=1&destination=-34.6,-58.38');
  });

  it('keeps only digits and the plus sign in tel: links', () => {
    expect(phoneHref('+54 9 11 0000-0000')).toBe('tel:+5491100000000');
  });
});
