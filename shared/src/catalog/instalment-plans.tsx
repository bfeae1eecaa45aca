import { siteConfig } from '@shop/shared/config';
import { formatPrice, instalmentOffers, instalmentText } from '@shop/shared/domain';
import styles from './detail.module.css';

/** Every instalment plan the price can be paid with, and the total of a plan with a surcharge. */
export function InstalmentPlans({ price }: { price: number | null | undefined }) {
  const offers = instalmentOffers(price, siteConfig.financing);
  if (offers.length === 0) return null;
  return (
    <ul className={styles.instalments} aria-label="Cuotas">
      {offers.map((offer) => (
        <li key={`${offer.count}-${offer.surchargePercent}`}>
          {instalmentText(offer)}
          {offer.surchargePercent > 0 && `; total ${formatPrice(offer.total)}`}
        </li>
      ))}
    </ul>
  );
}
