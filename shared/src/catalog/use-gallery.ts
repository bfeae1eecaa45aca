import { useState } from 'react';

export interface GalleryState {
  index: number;
  /** 1 when moving forward, -1 backward: the side the new image slides in from; 0 before any move. */
  direction: 1 | -1 | 0;
  count: number;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

/** The shown image of a gallery; moving past either end wraps around. */
export function useGallery(count: number): GalleryState {
  const [{ index, direction }, setState] = useState<{ index: number; direction: 1 | -1 | 0 }>({
    index: 0,
    // The first image is shown in place: sliding it in would also delay the page's largest paint.
    direction: 0,
  });
  const wrap = (value: number) => (count === 0 ? 0 : (value + count) % count);
  const shown = wrap(index);
  return {
    index: shown,
    direction,
    count,
    next: () => setState({ index: wrap(shown + 1), direction: 1 }),
    previous: () => setState({ index: wrap(shown - 1), direction: -1 }),
    goTo: (target) => setState({ index: wrap(target), direction: target >= shown ? 1 : -1 }),
  };
}
