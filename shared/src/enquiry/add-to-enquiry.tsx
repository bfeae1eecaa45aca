import { useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from '@shop/shared/router';
import { ENQUIRY_PATH, lineKey, MAX_QUANTITY, type EnquiryLine } from './enquiry-line';
import { lineAdded } from './enquiry-slice';
import styles from './add-to-enquiry.module.css';

interface AddToEnquiryProps {
  /** The product and the choice made on its page, without the quantity the shopper sets here. */
  line: Omit<EnquiryLine, 'cantidad'>;
  /** One of several products on the page (the compare table): one at a time, the button names the product. */
  compact?: boolean;
  /**
   * What the shopper has yet to choose (a bicycle's colour), said when the button is pressed without it: the
   * product is not added. Undefined once the choice is made.
   */
  missingChoice?: ReactNode;
}

/**
 * 'Agregar a mi consulta' with a quantity. The quantity is read when the button is pressed, so a number
 * typed before the page came alive counts. The list lives in this browser: without scripts it is hidden.
 */
export function AddToEnquiry({ line, compact = false, missingChoice }: AddToEnquiryProps) {
  const dispatch = useDispatch();
  const quantity = useRef<HTMLInputElement>(null);
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const [pressedWithoutChoice, setPressedWithoutChoice] = useState(false);
  const key = lineKey(line);
  // Not useId: the message is on the page from the server, and the button points at it only later, after a press.
  // Where the server's tree and the browser's differ above this one, the two ids would differ. A page has one button per product.
  const messageId = `consulta-${line.type}-${line.id}`;
  const missing = missingChoice !== undefined && pressedWithoutChoice;

  const add = () => {
    if (missingChoice !== undefined) {
      setPressedWithoutChoice(true);
      return;
    }
    dispatch(lineAdded({ ...line, cantidad: Number(quantity.current?.value || 1) }));
    setAddedKey(key);
  };

  return (
    <div className={styles.enquiry}>
      <div className={styles.row}>
        {!compact && (
          <label className={styles.quantity}>
            <span>Cantidad</span>
            <input ref={quantity} type="number" inputMode="numeric" min={1} max={MAX_QUANTITY} defaultValue={1} />
          </label>
        )}
        <button type="button" className={styles.add} onClick={add} aria-describedby={missing ? messageId : undefined}>
          Agregar a mi consulta
          {compact && <span className="visually-hidden"> {line.nombre}</span>}
        </button>
      </div>
      <p role="status" id={messageId} className={missing ? `${styles.status} ${styles.missing}` : styles.status}>
        {missing && missingChoice}
        {!missing && addedKey === key && (
          <>
            Agregado a tu consulta. <Link to={ENQUIRY_PATH}>Ver mi consulta</Link>
          </>
        )}
      </p>
    </div>
  );
}
