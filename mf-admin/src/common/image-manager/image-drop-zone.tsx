import { useState, type DragEvent } from 'react';
import buttons from '../ui/buttons.module.css';
import styles from './image-manager.module.css';

export const ROW_DRAG_TYPE = 'application/x-image-row';

interface ImageDropZoneProps {
  onFiles: (files: File[]) => void;
}

function hasFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/** Choose or drop several pictures at once; each becomes a row. */
export function ImageDropZone({ onFiles }: ImageDropZoneProps) {
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  }

  return (
    <div
      className={styles.drop}
      data-over={over}
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label className={`${buttons.secondary} ${styles.pick}`}>
        Elegir imágenes
        <input
          className={styles.pickInput}
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>
      <p className={styles.status}>o arrastralas acá. Podés elegir varias a la vez.</p>
    </div>
  );
}
