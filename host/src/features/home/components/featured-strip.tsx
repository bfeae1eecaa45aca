import { Link } from '@shop/shared/router';
import { ProductCard } from '@shop/shared/ui';
import { useHomeFeaturedQuery } from '../api/home-featured';
import styles from './featured-strip.module.css';

const SKELETON_COUNT = 4;
/** The first cards are above the fold on a wide screen. */
const PRIORITY_CARDS = 2;
const STRIP_SIZES = '(min-width: 64rem) 16rem, (min-width: 40rem) 30vw, 45vw';

/** 'Destacados' below the hero: the featured bicycles and accessories; nothing when there are none. */
export function FeaturedStrip() {
  const { data: products, isError, isLoading } = useHomeFeaturedQuery();

  if (isError) return null;
  if (isLoading) {
    return (
      <div className={styles.section} role="status" aria-label="Cargando destacados">
        <ul className={styles.strip}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }
  if (!products?.length) return null;

  return (
    <section className={styles.section} aria-labelledby="home-featured-title">
      <div className={styles.header}>
        <h2 id="home-featured-title" className={styles.title}>
          Destacados
        </h2>
        <p className={styles.more}>
          <Link to="/catalogo-bicicletas">Ver bicicletas</Link>
          <Link to="/catalogo-accesorios">Ver accesorios</Link>
        </p>
      </div>
      <ul className={styles.strip}>
        {products.map(({ key, ...card }, index) => (
          <li key={key} className={styles.item}>
            <ProductCard {...card} headingLevel={3} sizes={STRIP_SIZES} priority={index < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}
