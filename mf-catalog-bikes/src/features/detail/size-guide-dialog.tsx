import { useId, useState } from 'react';
import type { SizeRange } from '@shop/shared/config';
import { Dialog } from '@shop/shared/ui/dialog';
import { sameSize } from '@shop/shared/catalog';
import { adviseSize, parseHeight, type SizeAdvice } from './size-guide';
import styles from './size-guide.module.css';

interface SizeGuideProps {
  /** The bicycle's category, as stored ('mtb'). */
  categoria: string;
  table: readonly SizeRange[];
  /** The sizes this bicycle comes in. */
  sizes: readonly string[];
  onChoose: (size: string) => void;
}

function adviceText(advice: SizeAdvice, sizes: readonly string[]): string {
  switch (advice.kind) {
    case 'none':
      return '';
    case 'outside':
      return `Tu altura está fuera de esta tabla (de ${advice.min} a ${advice.max} cm). Consultanos y te asesoramos.`;
    case 'size':
      return sizes.some((size) => sameSize(size, advice.range.talle))
        ? `Te recomendamos el talle ${advice.range.talle}. Ya lo elegimos para tu consulta.`
        : `Te recomendamos el talle ${advice.range.talle}, pero este modelo no viene en ese talle. Consultanos por otros.`;
  }
}

function SizeGuideContent({ categoria, table, sizes, onChoose }: SizeGuideProps) {
  const inputId = useId();
  const [height, setHeight] = useState('');
  const advice = adviseSize(table, parseHeight(height));
  const recommended = advice.kind === 'size' ? advice.range.talle : null;

  if (table.length === 0) {
    return (
      <p className={styles.text}>Todavía no tenemos guía de talles para esta categoría. Consultanos y te asesoramos.</p>
    );
  }
  return (
    <>
      <p className={styles.text}>
        Talles de bicicletas {categoria.toUpperCase()} según la altura de quien la usa.
        <span className={styles.needsScripts}> Escribí tu altura y te marcamos el talle.</span>
      </p>
      <div className={`${styles.field} ${styles.needsScripts}`}>
        <label htmlFor={inputId} className={styles.label}>
          Tu altura en cm
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="number"
          inputMode="numeric"
          min={50}
          max={250}
          value={height}
          onChange={(event) => {
            setHeight(event.target.value);
            const next = adviseSize(table, parseHeight(event.target.value));
            const offered = next.kind === 'size' ? sizes.find((size) => sameSize(size, next.range.talle)) : undefined;
            if (offered) onChoose(offered);
          }}
        />
      </div>
      <p className={`${styles.advice} ${styles.needsScripts}`} role="status">
        {adviceText(advice, sizes)}
      </p>
      <table className={styles.table}>
        <caption className="visually-hidden">Altura de ciclista por talle</caption>
        <thead>
          <tr>
            <th scope="col">Talle</th>
            <th scope="col">Altura</th>
          </tr>
        </thead>
        <tbody>
          {table.map((row) => (
            <tr key={row.talle} className={row.talle === recommended ? styles.recommended : undefined}>
              <th scope="row">
                {row.talle}
                {row.talle === recommended && <span className={styles.badge}> Recomendado</span>}
              </th>
              <td>
                {row.min} a {row.max} cm
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * 'Guía de talles': a dialog with the category's rider heights that recommends and picks a size. Before
 * hydration and without JavaScript it opens as a native popover with the table (the height field, which
 * needs scripts, is hidden without them).
 */
export function SizeGuide(props: SizeGuideProps) {
  const popoverId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.open}
        popoverTarget={popoverId}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        Guía de talles
      </button>
      <Dialog open={open} title="Guía de talles" onClose={() => setOpen(false)} popoverId={popoverId}>
        <SizeGuideContent {...props} />
      </Dialog>
    </>
  );
}
