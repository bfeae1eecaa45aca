import { COLOUR_PALETTE } from '@shop/shared/catalog';
import { SelectField } from '@shop/shared/ui/form-field';
import type { KindFieldsProps } from '../../common/catalog-form/catalog-form-sections';
import buttons from '../../common/ui/buttons.module.css';
import { COLOUR_FIELDS, MAX_COLOURS, type BikeValues } from './bike-kind';
import styles from './colour-slots.module.css';

type ColourSlotsProps = KindFieldsProps<BikeValues>;

/** One to four colours from the palette; 'Quitar último' clears and hides the last slot. */
export function ColourSlots({ values, errors, setValue }: ColourSlotsProps) {
  const shown = COLOUR_FIELDS.slice(0, values.colourCount);

  function removeLast() {
    const last = COLOUR_FIELDS[values.colourCount - 1];
    if (last) setValue(last, '');
    setValue('colourCount', values.colourCount - 1);
  }

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Colores</legend>
      <div className={styles.slots}>
        {shown.map((field, index) => {
          const value = values[field];
          const known = COLOUR_PALETTE.some((colour) => colour.hex === value);
          return (
            <div key={field} className={styles.slot}>
              <SelectField
                label={`Color ${index + 1}`}
                name={field}
                value={value}
                error={errors[field]}
                onChange={(event) => setValue(field, event.target.value)}
              >
                <option value="">Sin color</option>
                {COLOUR_PALETTE.map((colour) => (
                  <option key={colour.hex} value={colour.hex}>
                    {colour.name}
                  </option>
                ))}
                {value && !known && <option value={value}>{`Otro (${value})`}</option>}
              </SelectField>
              <span className={styles.swatch} style={value ? { background: value } : undefined} aria-hidden="true" />
            </div>
          );
        })}
      </div>
      <div className={styles.buttons}>
        {values.colourCount < MAX_COLOURS && (
          <button
            className={buttons.quiet}
            type="button"
            onClick={() => setValue('colourCount', values.colourCount + 1)}
          >
            + Agregar color
          </button>
        )}
        {values.colourCount > 1 && (
          <button className={buttons.quiet} type="button" onClick={removeLast}>
            Quitar último
          </button>
        )}
      </div>
    </fieldset>
  );
}
