import { useEffect } from 'react';
import { productPath } from '@shop/contract';
import {
  lineChecked,
  lineKey,
  lineRemoved,
  MAX_QUANTITY,
  quantityChanged,
  type EnquiryLine,
} from '@shop/shared/enquiry';
import { appliedPrice, cashPriceText, nationalTaxesText, productPrice } from '@shop/shared/domain';
import { Link } from '@shop/shared/router';
import { CashPriceNote, TaxNote } from '@shop/shared/ui';
import { useAppDispatch } from '@shop/shared/store';
import { useEnquiryProductQuery } from './enquiry-products-api';
import { lineAvailabilityLabel } from './line-availability';
import styles from './enquiry-page.module.css';

function errorStatus(error: unknown): unknown {
  return (error as { status?: unknown } | undefined)?.status;
}

/** Asks the shop for the line's product and keeps the line's name and price as the shop gives them today. */
function useCheckedLine(line: EnquiryLine, key: string): void {
  const dispatch = useAppDispatch();
  const { type, id, color, talle } = line;
  const { data, error } = useEnquiryProductQuery({ type, id });
  const gone = errorStatus(error) === 404;
  // Once per answer and choice, not at every change of the line (its quantity): each check is written to storage.
  useEffect(() => {
    if (data) {
      const disponibilidad = lineAvailabilityLabel(data.disponibilidad, { color, talle });
      const product = {
        nombre: data.nombre,
        precio: appliedPrice(data),
        descuento_efectivo: data.descuento_efectivo,
        categoria: data.categoria,
        disponibilidad,
      };
      dispatch(lineChecked({ key, product }));
    } else if (gone) dispatch(lineChecked({ key, product: null }));
  }, [data, gone, key, color, talle, dispatch]);
}

/** One product of the list: its choice, price and quantity, which the shopper can change or remove. */
export function EnquiryLineRow({ line }: { line: EnquiryLine }) {
  const dispatch = useAppDispatch();
  const key = lineKey(line);
  useCheckedLine(line, key);
  const name = line.nombre.trim() || 'Producto sin nombre';
  const choice = [line.color && `Color ${line.color}`, line.talle && `Talle ${line.talle}`].filter(Boolean).join(' · ');
  const setQuantity = (cantidad: number) => dispatch(quantityChanged({ key, cantidad }));

  return (
    <li className={`${styles.line} ${line.gone ? styles.gone : ''}`}>
      <div className={styles.product}>
        {line.gone ? (
          <p className={styles.name}>{name}</p>
        ) : (
          <Link className={styles.name} to={productPath(line.type, line)}>
            {name}
          </Link>
        )}
        {choice && <p className={styles.choice}>{choice}</p>}
        {!line.gone && line.disponibilidad && <p className={styles.availability}>{line.disponibilidad}</p>}
        {line.gone ? (
          <p className={styles.goneNote}>Este producto ya no está disponible: no se incluye en el mensaje.</p>
        ) : (
          <>
            <p className={styles.price}>
              {productPrice(line.precio)}
              {line.precio !== null && line.cantidad > 1 ? ' c/u' : ''}
            </p>
            <TaxNote text={nationalTaxesText(line.precio, line.categoria ?? '')} />
            <CashPriceNote text={cashPriceText(line.precio, line.descuento_efectivo)} />
          </>
        )}
      </div>
      <div className={styles.actions}>
        {!line.gone && (
          <div className={styles.stepper} role="group" aria-label={`Cantidad de ${name}`}>
            <button
              type="button"
              aria-label={`Uno menos de ${name}`}
              disabled={line.cantidad <= 1}
              onClick={() => setQuantity(line.cantidad - 1)}
            >
              −
            </button>
            <output aria-live="polite">{line.cantidad}</output>
            <button
              type="button"
              aria-label={`Uno más de ${name}`}
              disabled={line.cantidad >= MAX_QUANTITY}
              onClick={() => setQuantity(line.cantidad + 1)}
            >
              +
            </button>
          </div>
        )}
        <button type="button" className={styles.remove} onClick={() => dispatch(lineRemoved(key))}>
          Quitar<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  );
}
