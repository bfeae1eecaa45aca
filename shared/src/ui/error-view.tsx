import { Link } from '@shop/shared/router';
import { PageMeta } from './page-meta';
import styles from './status-views.module.css';

interface ErrorViewProps {
  message?: string | null;
}

/** The product's own error page: 'Ups…' with the error text, never a framework screen. */
export function ErrorView({ message }: ErrorViewProps) {
  return (
    <section className={styles.view} role="alert" aria-labelledby="error-title">
      <PageMeta title="Error" noindex />
      <h1 id="error-title" className={styles.title}>
        Ups…
      </h1>
      <p className={styles.text}>{message || 'Ocurrió un error inesperado.'}</p>
      <Link className={styles.action} to="/">
        Volver al inicio
      </Link>
    </section>
  );
}
