import type { DragEvent, HTMLAttributes } from 'react';
import { ROW_DRAG_TYPE } from './image-drop-zone';
import type { ImageRow } from './image-rows';
import type { ImageRowList } from './image-row-list';

/** The drag-and-drop handlers of a row: it can be dragged (unless uploading) and another row dropped on it. */
export function rowDragHandlers(
  row: ImageRow,
  index: number,
  { dispatch, onDragOverRow }: Pick<ImageRowList, 'dispatch' | 'onDragOverRow'>,
): HTMLAttributes<HTMLLIElement> {
  return {
    draggable: row.status !== 'uploading',
    onDragStart: (event: DragEvent<HTMLLIElement>) => {
      event.dataTransfer.setData(ROW_DRAG_TYPE, row.key);
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent<HTMLLIElement>) => {
      if (![...event.dataTransfer.types].includes(ROW_DRAG_TYPE)) return;
      event.preventDefault();
      onDragOverRow(row.key);
    },
    onDragLeave: () => onDragOverRow(null),
    onDrop: (event: DragEvent<HTMLLIElement>) => {
      const key = event.dataTransfer.getData(ROW_DRAG_TYPE);
      onDragOverRow(null);
      if (!key) return;
      event.preventDefault();
      dispatch({ type: 'moved', key, to: index });
    },
  };
}
