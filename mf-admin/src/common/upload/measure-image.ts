export interface ImageSize {
  width: number;
  height: number;
}

/** The picture's size, read by the browser before upload; null where it cannot decode it. */
export async function measureImage(file: Blob): Promise<ImageSize | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 ? size : null;
  } catch {
    return null;
  }
}

/** A local address to preview the chosen file; null where the browser offers none. */
export function localPreview(file: Blob): string | null {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
}

export function releasePreview(preview: string | null): void {
  if (preview && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(preview);
}
