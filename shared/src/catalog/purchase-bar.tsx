import { ChatButton, TaxNote } from '@shop/shared/ui';
import styles from './purchase-bar.module.css';

interface PurchaseBarProps {
  /** The formatted price, or 'Consultá precio'. */
  price: string;
  /** 'Precio sin impuestos nacionales: $ N' (null without a price). */
  taxNote: string | null;
  chatMessage: string;
  onChat: () => void;
}

/** 'Consultar' under the name; on phones a bar at the bottom of the screen with the price beside it. */
export function PurchaseBar({ price, taxNote, chatMessage, onChat }: PurchaseBarProps) {
  return (
    <div className={styles.bar} role="region" aria-label="Consultar por este producto">
      <div className={styles.price}>
        <p className={styles.amount}>{price}</p>
        <TaxNote text={taxNote} />
      </div>
      <ChatButton message={chatMessage} onClick={onChat}>
        Consultar
      </ChatButton>
    </div>
  );
}
