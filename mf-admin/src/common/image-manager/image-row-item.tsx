import { UploadProgress } from '../ui/upload-progress';
import { ImagePreview, RowStatusNote } from './image-preview';
import { ImageRowControls } from './image-row-controls';
import { ImageRowFields } from './image-row-fields';
import type { ImageRowList } from './image-row-list';
import type { ImageRow } from './image-rows';
import { rowDragHandlers } from './row-drag';
import styles from './image-manager.module.css';

interface ImageRowItemProps {
  row: ImageRow;
  index: number;
  fileRequired: boolean;
  /** A dragged row is over this one. */
  dragOver: boolean;
  list: ImageRowList;
}

/** One image of the list: its preview and upload state beside its values and controls. */
export function ImageRowItem({ row, index, fileRequired, dragOver, list }: ImageRowItemProps) {
  const drag = rowDragHandlers(row, index, list);
  return (
    <li className={`${styles.row} ${row.es_principal ? styles.principal : ''}`} data-over={dragOver} {...drag}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <span className={styles.handle} aria-hidden="true" title="Arrastrá para reordenar">
            ⠿
          </span>
          Imagen {index + 1}
          {row.es_principal && <span className={styles.badge}>principal</span>}
        </legend>
        <div className={styles.side}>
          <ImagePreview row={row} />
          {row.status === 'uploading' && <UploadProgress fraction={row.progress} fileName={row.fileName} />}
          <RowStatusNote row={row} />
        </div>
        <div className={styles.main}>
          <ImageRowFields row={row} fileRequired={fileRequired} list={list} />
          <ImageRowControls row={row} index={index} list={list} />
        </div>
      </fieldset>
    </li>
  );
}
