import type { ShippingTableProblem } from '@shop/contract';
import buttons from '../../common/ui/buttons.module.css';
import { ZONE_COLUMNS, type ZoneRow } from './zone-rows';
import styles from './shipping-zones-page.module.css';

interface ZoneTableProps {
  rows: ZoneRow[];
  problem: ShippingTableProblem | null;
  onChange: (index: number, row: ZoneRow) => void;
  onRemove: (index: number) => void;
}

/** The zones as editable rows; the refused field shows its message beside it. */
export function ZoneTable({ rows, problem, onChange, onRemove }: ZoneTableProps) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {ZONE_COLUMNS.map(({ field, label }) => (
            <th key={field} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">
            <span className={styles.hidden}>Quitar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {ZONE_COLUMNS.map(({ field, label }) => {
              const refused = problem?.campo === `zonas.${index}.${field}`;
              const messageId = `zona-${index}-${field}-error`;
              return (
                <td key={field}>
                  <input
                    className={styles.input}
                    type="text"
                    inputMode={field === 'nombre' ? 'text' : 'numeric'}
                    autoComplete="off"
                    aria-label={`${label}, zona ${index + 1}`}
                    aria-invalid={refused || undefined}
                    aria-describedby={refused ? messageId : undefined}
                    value={row[field]}
                    onChange={(event) => onChange(index, { ...row, [field]: event.target.value })}
                  />
                  {refused && (
                    <p id={messageId} className={styles.fieldError}>
                      {problem.error}
                    </p>
                  )}
                </td>
              );
            })}
            <td>
              <button type="button" className={buttons.quiet} onClick={() => onRemove(index)}>
                Quitar zona {index + 1}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
