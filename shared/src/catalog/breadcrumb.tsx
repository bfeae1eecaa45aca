import { Link } from '@shop/shared/router';
import styles from './detail.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits: every step but the last is a link. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
