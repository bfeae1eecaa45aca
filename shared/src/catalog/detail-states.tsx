import { Link } from '@shop/shared/router';
import { PageMeta } from '@shop/shared/ui';
import styles from './detail.module.css';

interface DetailErrorProps {
  title: string;
  message?: string | null;
  backTo: string;
}

/** A product page that could not be shown: what failed and the way back to the catalogue. */
export function DetailError({ title, message, backTo }: DetailErrorProps) {
  return (
    <section className={styles.errorBox} role="alert" aria-labelledby="detail-error-title">
      <h1 id="detail-error-title" className={styles.errorTitle}>
        {title}
      </h1>
      <p>{message || 'Reintentá más tarde.'}</p>
      <Link className={styles.errorLink} to={backTo}>
        Volver al catálogo
      </Link>
    </section>
  );
}

/** A product page that could not be shown, as the whole page (kept out of search engines). */
export function DetailErrorPage(props: DetailErrorProps) {
  return (
    <>
      <PageMeta title={props.title} noindex />
      <DetailError {...props} />
    </>
  );
}

/** The page's shape while the product loads, so nothing jumps when it arrives. */
export function DetailSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className="visually-hidden">Cargando…</span>
      <div className={styles.skeletonGallery} aria-hidden="true" />
      <div className={styles.skeletonInfo} aria-hidden="true">
        <span className={styles.skeletonLine} />
        <span className={styles.skeletonLine} />
        <span className={`${styles.skeletonLine} ${styles.short}`} />
      </div>
    </div>
  );
}
