import { useState, type ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import type { HomeBanner } from '@shop/contract';
import { isSafeHref } from '@shop/shared/domain';
import { ResponsiveImage } from './responsive-image';
import styles from './banner-tile.module.css';

interface BannerTileProps {
  tile: HomeBanner;
  align: 'left' | 'right';
  /** The admin's live preview: the same look, but not a link. */
  preview?: boolean;
}

function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={styles.tile}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={styles.tile} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * A home banner over its image; a link only when its stored address is a safe one. Without an image,
 * or when it fails to load, the banner is its text on the brand's background, never a broken box.
 */
export function BannerTile({ tile, align, preview = false }: BannerTileProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const withImage = Boolean(tile.image_url?.trim()) && failedImage !== tile.image_url;
  const content = (
    <>
      {withImage && (
        <div className={styles.media}>
          <ResponsiveImage
            url={tile.image_url}
            alt=""
            sizes="(min-width: 72rem) 72rem, 100vw"
            onError={() => setFailedImage(tile.image_url)}
          />
        </div>
      )}
      <div className={styles.copy}>
        {tile.title_top && <p className={styles.kicker}>{tile.title_top}</p>}
        {tile.title_bottom && <h3 className={styles.title}>{tile.title_bottom}</h3>}
        {tile.tagline_en && <p className={styles.tagline}>{tile.tagline_en}</p>}
        {tile.tagline_sub && <p className={styles.sub}>{tile.tagline_sub}</p>}
        {tile.cta_text && <span className={styles.cta}>{tile.cta_text}</span>}
      </div>
    </>
  );

  return (
    <li
      className={`${styles.item} ${align === 'right' ? styles.right : styles.left} ${withImage ? '' : styles.textOnly}`}
      data-align={align}
    >
      {!preview && isSafeHref(tile.cta_url) ? (
        <BannerLink href={tile.cta_url.trim()}>{content}</BannerLink>
      ) : (
        <div className={styles.tile}>{content}</div>
      )}
    </li>
  );
}

/** A banner's place while the banners load. */
export function BannerTileSkeleton() {
  return <li className={`${styles.item} ${styles.skeleton}`} />;
}
