import { Link } from '@shop/shared/router';
import { PageMeta } from './page-meta';
import styles from './status-views.module.css';

interface NotFoundViewProps {
  /** A nearer way on than home, offered first (a catalogue page past the last: the first page of its list). */
  wayBack?: { to: string; label: string };
}

/** The 404 page; the admin remote shows it too for unknown admin paths. */
export function NotFoundView({ wayBack }: NotFoundViewProps) {
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      <PageMeta title="Página no encontrada" noindex />
      <h1 id="not-found-title" className={styles.title}>
        404 · Página no encontrada
      </h1>
      <p className={styles.text}>Verificá la URL o volvé al inicio.</p>
      <div className={styles.actions}>
        {wayBack && (
          <Link className={styles.action} to={wayBack.to}>
            {wayBack.label}
          </Link>
        )}
        <Link className={styles.action} to="/">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
