import { useState, type CSSProperties, type SyntheticEvent } from 'react';
import { resolveApiUrl } from '@shop/shared/api';
import styles from './responsive-image.module.css';

/** The widths the API stores beside each upload (`<name>-320w.webp`, ...). */
const VARIANT_WIDTHS = [320, 640, 1024] as const;
const UPLOAD_WEBP = /^(\/uploads\/[^?#]+)\.webp$/;

interface ResponsiveImageProps {
  /** An API path ("/uploads/a.webp") or an absolute URL. */
  url: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the space (aspect ratio) and enables the srcset. */
  width?: number | null;
  height?: number | null;
  sizes?: string;
  /** Above the fold: fetched first and not lazy. */
  priority?: boolean;
  className?: string;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /** The image failed to load (the placeholder shows instead). */
  onError?: () => void;
}

function uploadSrcSet(url: string, width: number | null | undefined): string | undefined {
  const match = UPLOAD_WEBP.exec(url.trim());
  if (!match || !width) return undefined;
  const base = match[1];
  const variants = VARIANT_WIDTHS.filter((variant) => variant < width).map(
    (variant) => `${resolveApiUrl(`${base}-${variant}w.webp`)} ${variant}w`,
  );
  return [...variants, `${resolveApiUrl(url)} ${width}w`].join(', ');
}

function aspectRatio(width: number | null | undefined, height: number | null | undefined): CSSProperties {
  return width && height ? { aspectRatio: `${width} / ${height}` } : {};
}

/** An API image with its responsive variants, its space reserved and a placeholder when missing. */
export function ResponsiveImage({
  url,
  alt,
  width,
  height,
  sizes,
  priority,
  className,
  onLoad,
  onError,
}: ResponsiveImageProps) {
  const src = resolveApiUrl(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = aspectRatio(width, height);
  const classes = `${styles.frame} ${className ?? ''}`;

  if (!src || failedSrc === src) {
    return (
      <span className={`${classes} ${styles.placeholder}`} style={style}>
        <svg className={styles.icon} viewBox="0 0 64 40" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <circle cx="13" cy="27" r="10" />
            <circle cx="51" cy="27" r="10" />
            <path d="M13 27 24 9h20l7 18M24 9l10 18 10-18M21 4h8M42 4h6l-4 5" />
          </g>
        </svg>
        <span className="visually-hidden">Imagen no disponible</span>
      </span>
    );
  }

  return (
    <img
      className={`${classes} ${styles.image}`}
      style={style}
      src={src}
      srcSet={url ? uploadSrcSet(url, width) : undefined}
      sizes={sizes}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onLoad={onLoad}
      onError={() => {
        setFailedSrc(src);
        onError?.();
      }}
    />
  );
}
