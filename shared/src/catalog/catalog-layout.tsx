import type { ReactNode } from 'react';
import { PageMeta } from '@shop/shared/ui';
import { RESULTS_ID } from './pager';
import styles from './catalog-layout.module.css';

interface CatalogLayoutProps {
  title: string;
  description: string;
  canonicalPath: string;
  /** The filters column. */
  filters: ReactNode;
  /** The applied filters and the results. */
  children: ReactNode;
}

/** A catalogue page: its title and meta, the filters beside the results. */
export function CatalogLayout({ title, description, canonicalPath, filters, children }: CatalogLayoutProps) {
  return (
    <div className={styles.page}>
      <PageMeta title={title} description={description} canonicalPath={canonicalPath} />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.layout}>
        {filters}
        <section id={RESULTS_ID} className={styles.results} aria-label="Resultados" tabIndex={-1}>
          {children}
        </section>
      </div>
    </div>
  );
}
