import type { Dispatch } from 'react';
import type { ImageMode, ImageRowsAction } from './image-rows';

/** What every row of one image manager shares: the list's size, its mode and the actions a row can take. */
export interface ImageRowList {
  count: number;
  mode: ImageMode;
  /** A photo of this kind of product, for the alt-text hint. */
  altExample: string;
  /** The colours (hex) a photo can be tagged with; none: no colour control. */
  photoColours: readonly string[];
  dispatch: Dispatch<ImageRowsAction>;
  onFile: (key: string, file: File) => void;
  onMove: (key: string, to: number, via: 'up' | 'down') => void;
  /** The row a dragged row is over, for its drop mark; null when it leaves. */
  onDragOverRow: (key: string | null) => void;
}
