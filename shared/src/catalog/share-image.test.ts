import { describe, expect, it } from '@jest/globals';
import { siteConfig } from '@shop/shared/config';
import { shareImageUrl } from './share-image';

const NAME = '0123456789abcdef0123456789abcdef';

describe('shareImageUrl', () => {
  it("names the API's JPEG of a stored image, wherever the image is stored", () => {
    for (const url of [`/uploads/${NAME}.webp`, `https://cdn.example.com/medios/${NAME}.webp`]) {
      expect(shareImageUrl(url)).toBe(`${siteConfig.apiUrl}/api/compartir/${NAME}.jpg`);
    }
  });

  it('is none for no image or one the shop did not store, so the default image is shared', () => {
    expect(shareImageUrl(undefined)).toBeUndefined();
    expect(shareImageUrl('/uploads/foto-1.webp')).toBeUndefined();
    expect(shareImageUrl(`/uploads/${NAME}-640w.webp`)).toBeUndefined();
  });
});
