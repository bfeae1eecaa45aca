import { describe, expect, it } from '@jest/globals';
import { MAX_UPLOAD_BYTES, uploadProblem } from './upload-rules';

describe('uploadProblem', () => {
  it('takes the four image types up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(uploadProblem({ type, size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('refuses another type, and a file over 8 MB, in Spanish', () => {
    expect(uploadProblem({ type: 'application/pdf', size: 1000 })).toBe(
      'El archivo no es una imagen válida (JPEG, PNG, WebP o GIF).',
    );
    expect(uploadProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/no es una imagen válida/);
    expect(uploadProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'La imagen supera el tamaño máximo de 8 MB.',
    );
  });
});
