import { useEffect, useState, type Dispatch } from 'react';
import { ImageDropZone } from './image-drop-zone';
import { ImageRowItem } from './image-row-item';
import type { ImageRowList } from './image-row-list';
import type { ImageMode, ImageRowsAction, ImageRowsState } from './image-rows';
import { useImageUploads } from './use-image-uploads';
import styles from './image-manager.module.css';

interface ImageManagerProps {
  state: ImageRowsState;
  dispatch: Dispatch<ImageRowsAction>;
  mode: ImageMode;
  /** A photo of this kind of product, for the alt-text hint ('Bicicleta roja de perfil'). */
  altExample: string;
  /** The first row's file is marked as required. */
  firstImageRequired?: boolean;
  /** The colours (hex) a photo can be tagged with; none: no colour control. */
  photoColours: readonly string[];
}

/** The images of a bicycle or an accessory: upload, order, principal, description and removal. */
export function ImageManager({
  state,
  dispatch,
  mode,
  altExample,
  firstImageRequired = false,
  photoColours,
}: ImageManagerProps) {
  const { uploadInto, uploadFiles } = useImageUploads(state, dispatch);
  const [dragOverKey, setDragOverKey] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ key: string; via: 'up' | 'down'; position: number } | null>(null);

  // Keyboard reordering: the pressed button moves with its row, so focus follows it there.
  useEffect(() => {
    if (!moved) return;
    const same = document.getElementById(`${moved.key}-${moved.via}`);
    const other = document.getElementById(`${moved.key}-${moved.via === 'up' ? 'down' : 'up'}`);
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
  }, [moved]);

  function move(key: string, to: number, via: 'up' | 'down') {
    dispatch({ type: 'moved', key, to });
    setMoved({ key, via, position: to + 1 });
  }

  const list: ImageRowList = {
    count: state.rows.length,
    mode,
    altExample,
    photoColours,
    dispatch,
    onFile: (key, file) => void uploadInto(key, file),
    onMove: move,
    onDragOverRow: setDragOverKey,
  };

  return (
    <div className={styles.manager}>
      {state.rows.length > 0 && (
        <ol className={styles.list} aria-label="Imágenes">
          {state.rows.map((row, index) => (
            <ImageRowItem
              key={row.key}
              row={row}
              index={index}
              fileRequired={firstImageRequired && index === 0}
              dragOver={dragOverKey === row.key}
              list={list}
            />
          ))}
        </ol>
      )}
      <ImageDropZone onFiles={uploadFiles} />
      <p className="visually-hidden" aria-live="polite">
        {moved ? `Imagen movida a la posición ${moved.position}.` : ''}
      </p>
    </div>
  );
}
