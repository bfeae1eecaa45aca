import { describe, expect, it } from '@jest/globals';
import { readUploadAnswer } from './upload-answer';

describe('readUploadAnswer', () => {
  it.each([
    [{ url: '/uploads/a.webp' }],
    [{ Location: '/uploads/a.webp' }],
    [{ path: '/uploads/a.webp' }],
    [{ file: { url: '/uploads/a.webp' } }],
  ])('finds the URL in %p', (answer) => {
    expect(readUploadAnswer(answer).url).toBe('/uploads/a.webp');
  });

  it('keeps the size and type the server measured', () => {
    expect(readUploadAnswer({ url: '/u.webp', width: 800, height: 600, mime_type: 'image/webp' })).toEqual({
      url: '/u.webp',
      width: 800,
      height: 600,
      mime_type: 'image/webp',
    });
  });

  it.each([[{}], [{ url: '  ' }], [null], ['texto']])('refuses an answer without a URL: %p', (answer) => {
    expect(() => readUploadAnswer(answer)).toThrow('El servidor no devolvió la URL de la imagen');
  });
});
