import type { KindFieldsProps } from '../../common/catalog-form/catalog-form-view';
import formStyles from '../../common/catalog-form/catalog-form.module.css';
import { TextField } from '../../common/ui/fields';
import { BIKE_SPECS, type BikeValues } from './bike-kind';
import { ColourSlots } from './colour-slots';

/** What only bicycles have: the price, colours and the technical specs. */
export function BikeFields({ values, errors, setValue }: KindFieldsProps<BikeValues>) {
  return (
    <>
      <div className={formStyles.grid}>
        <TextField
          label="Precio ($)"
          name="precio"
          inputMode="numeric"
          value={values.precio}
          error={errors.precio}
          onChange={(event) => setValue('precio', event.target.value)}
        />
      </div>
      <ColourSlots values={values} setValue={setValue} />
      <h3 className={formStyles.subTitle}>Especificaciones</h3>
      <div className={formStyles.grid}>
        {BIKE_SPECS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            name={field}
            maxLength={300}
            value={values[field]}
            onChange={(event) => setValue(field, event.target.value)}
          />
        ))}
      </div>
    </>
  );
}
