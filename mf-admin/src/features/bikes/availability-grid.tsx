import { AvailabilityControl } from '../../common/availability/availability-control';
import { AvailabilityFieldset } from '../../common/availability/availability-fieldset';
import styles from '../../common/availability/availability.module.css';
import type { KindFieldsProps } from '../../common/catalog-form/catalog-form-sections';
import {
  cellAt,
  cellKey,
  cellSubject,
  colourLabel,
  GRID_STORES,
  gridAxes,
  talleLabel,
  type CellPlace,
} from './bike-availability';
import { shownColours, type BikeValues } from './bike-kind';

const HINT =
  'En cada tienda, por talle (filas) y color (columnas), según los colores y el talle cargados. «Sin datos» muestra «Consultá disponibilidad».';

/** The availability of each colour × talle the bicycle is offered in, as one compact grid per store. */
export function AvailabilityGrid({ values, errors, setValue }: KindFieldsProps<BikeValues>) {
  const { colours, talles } = gridAxes({ colours: shownColours(values), talle: values.talle });
  const checked = errors.disponibilidad !== undefined;
  const control = (place: CellPlace) => (
    <AvailabilityControl
      subject={cellSubject(place)}
      cell={cellAt(values.disponibilidad, place)}
      checked={checked}
      onChange={(cell) => setValue('disponibilidad', { ...values.disponibilidad, [cellKey(place)]: cell })}
    />
  );
  return (
    <AvailabilityFieldset hint={HINT} error={errors.disponibilidad}>
      {GRID_STORES.map((store) => (
        <div key={store.id} className={styles.scroller}>
          <table className={styles.grid}>
            <caption className={styles.caption}>{store.title}</caption>
            <thead>
              <tr>
                <td />
                {colours.map((colour) => (
                  <th key={colour} scope="col">
                    {colourLabel(colour)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {talles.map((talle) => (
                <tr key={talle}>
                  <th scope="row">{talleLabel(talle)}</th>
                  {colours.map((colour) => (
                    <td key={colour}>{control({ colour, talle, store: store.id })}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </AvailabilityFieldset>
  );
}
