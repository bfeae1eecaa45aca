import { AVAILABILITY_NAMES, AVAILABILITY_STATES, MAX_ORDER_DAYS, type AvailabilityState } from '@shop/contract';
import { type AvailabilityCell, missingDays } from './availability-cell';
import styles from './availability.module.css';

interface AvailabilityControlProps {
  /** What the control is about, in its accessible names: 'Rojo, talle M'. */
  subject: string;
  cell: AvailabilityCell;
  /** After a failed save: a missing number of days is marked. */
  checked: boolean;
  onChange: (cell: AvailabilityCell) => void;
}

/** One availability: a state ('Sin datos' first) and, for 'A pedido', its days. */
export function AvailabilityControl({ subject, cell, checked, onChange }: AvailabilityControlProps) {
  const waiting = cell.estado === 'a_pedido';
  return (
    <div className={styles.control}>
      <select
        className={styles.state}
        aria-label={`Disponibilidad: ${subject}`}
        value={cell.estado}
        data-estado={cell.estado || 'sin_datos'}
        onChange={(event) => onChange({ ...cell, estado: event.target.value as AvailabilityState | '' })}
      >
        <option value="">Sin datos</option>
        {AVAILABILITY_STATES.map((state) => (
          <option key={state} value={state}>
            {AVAILABILITY_NAMES[state]}
          </option>
        ))}
      </select>
      {waiting && (
        <label className={styles.days}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ORDER_DAYS}
            className={styles.daysInput}
            aria-label={`Días de demora: ${subject}`}
            aria-invalid={checked && missingDays(cell)}
            value={cell.dias}
            onChange={(event) => onChange({ ...cell, dias: event.target.value })}
          />
          <span aria-hidden="true">días</span>
        </label>
      )}
    </div>
  );
}
