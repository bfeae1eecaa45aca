import { useHomeSecondaryHeroesQuery } from '@shop/shared/api';
import { BannerTile, BannerTileSkeleton } from '@shop/shared/ui';
import styles from './secondary-banners.module.css';

const SKELETON_COUNT = 3;

/** Up to three banners from the admin; nothing at all when there are none or the call fails. */
export function SecondaryBanners() {
  const { data: tiles, isError, isLoading } = useHomeSecondaryHeroesQuery();

  if (isError) return null;

  if (isLoading) {
    return (
      <div className={styles.section} role="status" aria-label="Cargando promociones">
        <ul className={styles.list}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <BannerTileSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }

  if (!tiles?.length) return null;

  return (
    <section className={styles.section} aria-labelledby="home-banners-title">
      <h2 id="home-banners-title" className="visually-hidden">
        Promociones
      </h2>
      <ul className={styles.list}>
        {tiles.map((tile, index) => (
          <BannerTile key={tile.slot} tile={tile} align={index % 2 === 0 ? 'right' : 'left'} />
        ))}
      </ul>
    </section>
  );
}
