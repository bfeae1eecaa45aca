import { colourName, IMAGE_ALT_LIMIT } from '@shop/contract';
import { SelectField, TextField } from '@shop/shared/ui/form-field';
import { FilePickButton } from '../ui/file-pick-button';
import type { ImageRow } from './image-rows';
import type { ImageRowList } from './image-row-list';
import styles from './image-manager.module.css';

interface ImageRowFieldsProps {
  row: ImageRow;
  fileRequired: boolean;
  list: ImageRowList;
}

/** A row's own values: its file, alt text, colour and whether it is the principal image. */
export function ImageRowFields({ row, fileRequired, list }: ImageRowFieldsProps) {
  const { mode, altExample, photoColours, dispatch, onFile } = list;
  // In edit the principal cannot be unticked: another one has to be ticked instead.
  const principalLocked = mode === 'edit' && row.es_principal;
  return (
    <>
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
    </>
  );
}
