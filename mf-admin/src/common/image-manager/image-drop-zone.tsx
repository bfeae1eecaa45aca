import { useId, useState, type DragEvent } from 'react';
import { UPLOAD_LIMITS_NOTE } from '@shop/contract';
import { FilePickButton } from '../ui/file-pick-button';
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
  const noteId = useId();

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
      <FilePickButton label="Elegir imágenes" multiple describedBy={noteId} onFiles={onFiles} />
      <p id={noteId} className={styles.status}>
        o arrastralas acá. Podés elegir varias a la vez: {UPLOAD_LIMITS_NOTE}
      </p>
    </div>
  );
}
