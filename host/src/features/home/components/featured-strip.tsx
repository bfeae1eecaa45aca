import { Link } from '@shop/shared/router';
import { ResponsiveImage } from '@shop/shared/ui';
import { useHomeFeaturedQuery, type FeaturedProduct } from '../api/home-featured';
import styles from './featured-strip.module.css';

const SKELETON_COUNT = 4;
/** The first cards are above the fold on a wide screen. */
const PRIORITY_CARDS = 2;

function FeaturedCard({ product, priority }: { product: FeaturedProduct; priority: boolean }) {
  const { image } = product;
  return (
    <article className={styles.card}>
      <ResponsiveImage
        className={styles.image}
        url={image?.url}
        alt={image?.alt_text || product.name}
        width={image?.width}
        height={image?.height}
        sizes="(min-width: 64rem) 16rem, (min-width: 40rem) 30vw, 45vw"
        priority={priority}
      />
      <div className={styles.body}>
        <p className={styles.kind}>{product.kind}</p>
        <h3 className={styles.name}>
          <Link className={styles.link} to={product.href}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.price}>{product.price}</p>
      </div>
    </article>
  );
}

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
        {products.map((product, index) => (
          <li key={product.key} className={styles.item}>
            <FeaturedCard product={product} priority={index < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}
