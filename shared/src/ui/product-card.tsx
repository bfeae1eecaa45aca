import type { ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import type { ImagenPrincipal } from '@shop/contract';
import type { SaleNote as SaleNoteText } from '@shop/shared/domain';
import { ResponsiveImage } from './responsive-image';
import { CashPriceNote } from './cash-price-note';
import { SaleNote } from './sale-note';
import { TaxNote } from './tax-note';
import styles from './product-card.module.css';

export interface ProductCardProps {
  href: string;
  name: string;
  category: string;
  image: ImagenPrincipal | null;
  /** The formatted price that applies (the sale price during a sale), or 'Consultá precio'. */
  price: string;
  /** The running sale: former price, '15 % OFF', its last day (null: none). */
  sale: SaleNoteText | null;
  /** 'Precio sin impuestos nacionales: $ N' (null without a price). */
  taxNote: string | null;
  /** '$ 1.125.000 en efectivo o transferencia' (null without a price or a discount). */
  cashPrice: string | null;
  /** The best instalment plan for the price ('12 cuotas sin interés de $ 74.917 (la última de $ 74.913)'), if any. */
  instalments?: string;
  /** The first cards are above the fold: their images load first. */
  priority?: boolean;
  sizes?: string;
  headingLevel?: 2 | 3;
  /** A control under the price (the bicycles' 'Comparar'). */
  action?: ReactNode;
}

const CARD_SIZES = '(min-width: 64rem) 18rem, (min-width: 40rem) 45vw, (min-width: 22.5rem) 50vw, 100vw';

/** A card's frame, for placeholders that take its shape while results load. */
export const PRODUCT_CARD_CLASS = styles.card;

/** A product in a list or a strip: the whole card opens its page, the name is the link's text. */
export function ProductCard({
  href,
  name,
  category,
  image,
  price,
  sale,
  taxNote,
  cashPrice,
  instalments,
  priority,
  sizes = CARD_SIZES,
  headingLevel = 2,
  action,
}: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ResponsiveImage
          className={styles.cardImage}
          url={image?.url}
          alt={image?.alt_text || name}
          width={image?.width}
          height={image?.height}
          sizes={sizes}
          priority={priority}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.category}>{category.toUpperCase()}</p>
        <Heading className={styles.name}>
          <Link className={styles.cardLink} to={href}>
            {name}
          </Link>
        </Heading>
        <SaleNote sale={sale} />
        <p className={styles.price}>{price}</p>
        <TaxNote text={taxNote} />
        <CashPriceNote text={cashPrice} />
        {instalments && <p className={styles.instalments}>{instalments}</p>}
        {action}
      </div>
    </article>
  );
}
