import buttons from '../ui/buttons.module.css';
import type { ImageRow } from './image-rows';
import type { ImageRowList } from './image-row-list';
import styles from './image-manager.module.css';

interface ImageRowControlsProps {
  row: ImageRow;
  index: number;
  list: ImageRowList;
}

/** Moving a row up or down by keyboard or click, and removing it. */
export function ImageRowControls({ row, index, list }: ImageRowControlsProps) {
  const { count, mode, dispatch, onMove } = list;
  const number = index + 1;
  const canRemove = mode === 'edit' || count > 1;
  return (
    <div className={styles.controls}>
      <button
        id={`${row.key}-up`}
        className={buttons.quiet}
        type="button"
        disabled={index === 0}
        aria-label={`Subir imagen ${number}`}
        onClick={() => onMove(row.key, index - 1, 'up')}
      >
        ↑ Subir
      </button>
      <button
        id={`${row.key}-down`}
        className={buttons.quiet}
        type="button"
        disabled={index === count - 1}
        aria-label={`Bajar imagen ${number}`}
        onClick={() => onMove(row.key, index + 1, 'down')}
      >
        ↓ Bajar
      </button>
      {canRemove && (
        <button
          className={buttons.danger}
          type="button"
          aria-label={`Quitar imagen ${number}`}
          onClick={() => dispatch({ type: 'removed', key: row.key, mode })}
        >
          Quitar
        </button>
      )}
    </div>
  );
}
