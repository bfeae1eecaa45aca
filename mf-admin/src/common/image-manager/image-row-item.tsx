import { colourName, IMAGE_ALT_LIMIT } from '@shop/contract';
import { SelectField, TextField } from '@shop/shared/ui/form-field';
import type { Dispatch, DragEvent } from 'react';
import { UploadProgress } from '../ui/upload-progress';
import buttons from '../ui/buttons.module.css';
import { FilePickButton } from '../ui/file-pick-button';
import { ROW_DRAG_TYPE } from './image-drop-zone';
import { ImagePreview, RowStatusNote } from './image-preview';
import type { ImageMode, ImageRow, ImageRowsAction } from './image-rows';
import styles from './image-manager.module.css';

interface ImageRowItemProps {
  row: ImageRow;
  index: number;
  count: number;
  mode: ImageMode;
  altExample: string;
  photoColours: readonly string[];
  fileRequired: boolean;
  dispatch: Dispatch<ImageRowsAction>;
  onFile: (key: string, file: File) => void;
  onMove: (key: string, to: number, via: 'up' | 'down') => void;
  dragOver: boolean;
  onDragOverRow: (key: string | null) => void;
}

export function ImageRowItem({
  row,
  index,
  count,
  mode,
  altExample,
  photoColours,
  fileRequired,
  dispatch,
  onFile,
  onMove,
  dragOver,
  onDragOverRow,
}: ImageRowItemProps) {
  const number = index + 1;
  const canRemove = mode === 'edit' || count > 1;
  // In edit the principal cannot be unticked: another one has to be ticked instead.
  const principalLocked = mode === 'edit' && row.es_principal;

  function onDrop(event: DragEvent<HTMLLIElement>) {
    const key = event.dataTransfer.getData(ROW_DRAG_TYPE);
    onDragOverRow(null);
    if (!key) return;
    event.preventDefault();
    dispatch({ type: 'moved', key, to: index });
  }

  return (
    <li
      className={`${styles.row} ${row.es_principal ? styles.principal : ''}`}
      data-over={dragOver}
      draggable={row.status !== 'uploading'}
      onDragStart={(event) => {
        event.dataTransfer.setData(ROW_DRAG_TYPE, row.key);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event) => {
        if (![...event.dataTransfer.types].includes(ROW_DRAG_TYPE)) return;
        event.preventDefault();
        onDragOverRow(row.key);
      }}
      onDragLeave={() => onDragOverRow(null)}
      onDrop={onDrop}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <span className={styles.handle} aria-hidden="true" title="Arrastrá para reordenar">
            ⠿
          </span>
          Imagen {number}
          {row.es_principal && <span className={styles.badge}>principal</span>}
        </legend>
        <div className={styles.side}>
          <ImagePreview row={row} />
          {row.status === 'uploading' && <UploadProgress fraction={row.progress} fileName={row.fileName} />}
          <RowStatusNote row={row} />
        </div>
        <div className={styles.main}>
          <FilePickButton
            label={row.url || row.status === 'uploading' ? 'Cambiar archivo' : 'Elegir archivo'}
            variant="quiet"
            required={fileRequired}
            onFiles={([file]) => {
              if (file) onFile(row.key, file);
            }}
          />
          <TextField
            label="Texto alternativo"
            hint={`Describí la foto para quien no la ve (por ejemplo: «${altExample}»).`}
            value={row.alt_text}
            maxLength={IMAGE_ALT_LIMIT}
            onChange={(event) => dispatch({ type: 'altChanged', key: row.key, alt_text: event.target.value })}
          />
          {photoColours.length > 0 && (
            <SelectField
              label="Foto del color"
              hint="Al elegir ese color, la tienda muestra primero sus fotos."
              value={photoColours.includes(row.color) ? row.color : ''}
              onChange={(event) => dispatch({ type: 'colourChanged', key: row.key, color: event.target.value })}
            >
              <option value="">Todos los colores</option>
              {photoColours.map((colour) => (
                <option key={colour} value={colour}>
                  {colourName(colour)}
                </option>
              ))}
            </SelectField>
          )}
          <label className={styles.status}>
            <input
              type="checkbox"
              checked={row.es_principal}
              disabled={principalLocked}
              onChange={(event) =>
                dispatch({ type: 'principalToggled', key: row.key, checked: event.target.checked, mode })
              }
            />{' '}
            Imagen principal
          </label>
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
        </div>
      </fieldset>
    </li>
  );
}
