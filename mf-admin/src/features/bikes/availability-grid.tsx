import { AvailabilityControl } from '../../common/availability/availability-control';
import { AvailabilityFieldset } from '../../common/availability/availability-fieldset';
import styles from '../../common/availability/availability.module.css';
import type { KindFieldsProps } from '../../common/catalog-form/catalog-form-sections';
import { cellAt, cellKey, cellSubject, colourLabel, gridAxes, talleLabel } from './bike-availability';
import { shownColours, type BikeValues } from './bike-kind';

const HINT =
  'Por talle (filas) y color (columnas), según los colores y el talle cargados. «Sin datos» muestra «Consultá disponibilidad».';

/** The availability of each colour × talle the bicycle is offered in, as a compact grid. */
export function AvailabilityGrid({ values, errors, setValue }: KindFieldsProps<BikeValues>) {
  const { colours, talles } = gridAxes({ colours: shownColours(values), talle: values.talle });
  const checked = errors.disponibilidad !== undefined;
  const control = (colour: string, talle: string) => (
    <AvailabilityControl
      subject={cellSubject(colour, talle)}
      cell={cellAt(values.disponibilidad, colour, talle)}
      checked={checked}
      onChange={(cell) => setValue('disponibilidad', { ...values.disponibilidad, [cellKey(colour, talle)]: cell })}
    />
  );
  return (
    <AvailabilityFieldset hint={HINT} error={errors.disponibilidad}>
      <div className={styles.scroller}>
        <table className={styles.grid}>
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
                  <td key={colour}>{control(colour, talle)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AvailabilityFieldset>
  );
}
