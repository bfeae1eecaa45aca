import { ChatButton } from '@shop/shared/ui';
import styles from './purchase-bar.module.css';

interface PurchaseBarProps {
  /** The formatted price, or 'Consultá precio'. */
  price: string;
  chatMessage: string;
  onChat: () => void;
}

/** 'Consultar' under the name; on phones a bar at the bottom of the screen with the price beside it. */
export function PurchaseBar({ price, chatMessage, onChat }: PurchaseBarProps) {
  return (
    <div className={styles.bar} role="region" aria-label="Consultar por este producto">
      <p className={styles.price}>{price}</p>
      <ChatButton message={chatMessage} onClick={onChat}>
        Consultar
      </ChatButton>
    </div>
  );
}
