import {
  availabilityLabel,
  SHIPPING_TEXT,
  shippingDays,
  type ShippingZone,
  type StoreAvailability,
} from '@shop/contract';
import { formatPrice } from '@shop/shared/domain';
import styles from './shipping-quote.module.css';

/** A store to pick up at; with the stock of the shopper's choice there when the product is kept per store. */
export type PickUpStore = Pick<StoreAvailability, 'store'> & Partial<Pick<StoreAvailability, 'availability'>>;

interface ShippingOptionsProps {
  /** The postcode's zone; null: the shop does not ship there. */
  zone: ShippingZone | null;
  stores: readonly PickUpStore[];
}

/** What a quoted postcode gets: delivery to its zone (or that there is none), and free pick-up at each store. */
export function ShippingOptions({ zone, stores }: ShippingOptionsProps) {
  return (
    <ul className={styles.options} aria-label="Opciones de envío y retiro">
      <li>
        {zone
          ? `Envío a domicilio (${zone.nombre}): ${formatPrice(zone.costo)}, ${shippingDays(zone.dias)}`
          : SHIPPING_TEXT.noZone}
      </li>
      {stores.map(({ store, availability }) => (
        <li key={store.id}>
          {SHIPPING_TEXT.pickUp} en {store.title}
          {availability !== undefined && ` (${availabilityLabel(availability)})`}
        </li>
      ))}
    </ul>
  );
}
