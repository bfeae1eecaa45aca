import { useState, type ReactNode } from 'react';
import { Link } from '@shop/shared/router';
import { isSafeHref } from '@shop/shared/domain';
import { ResponsiveImage } from '@shop/shared/ui';
import type { SecondaryHero } from '../api/home-secondary-heroes';
import styles from './secondary-banners.module.css';

interface SecondaryBannerProps {
  tile: SecondaryHero;
  align: 'left' | 'right';
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
 * A banner over its image; a link only when its stored address is a safe one. Without an image, or
 * when it fails to load, the banner is its text on the brand's background, never a broken box.
 */
export function SecondaryBanner({ tile, align }: SecondaryBannerProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const withImage = Boolean(tile.image_url?.trim()) && !imageFailed;
  const content = (
    <>
      {withImage && (
        <div className={styles.media}>
          <ResponsiveImage
            url={tile.image_url}
            alt=""
            sizes="(min-width: 72rem) 72rem, 100vw"
            onError={() => setImageFailed(true)}
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
      {isSafeHref(tile.cta_url) ? (
        <BannerLink href={tile.cta_url.trim()}>{content}</BannerLink>
      ) : (
        <div className={styles.tile}>{content}</div>
      )}
    </li>
  );
}
