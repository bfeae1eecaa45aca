import { useState } from 'react';
import { Link } from '@shop/shared/router';
import { CategoryPicker } from './category-picker';
import styles from './catalogue-actions.module.css';

interface CatalogueActionsProps {
  addLabel: string;
  categories: readonly string[];
  /** Where a new item is loaded; the chosen category goes in the query. */
  newPath: string;
  editPath: string;
}

export function CatalogueActions({ addLabel, categories, newPath, editPath }: CatalogueActionsProps) {
  const [adding, setAdding] = useState(false);

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <button className={styles.primary} type="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
          {addLabel}
        </button>
        <Link className={styles.secondary} to={editPath}>
          Editar / eliminar
        </Link>
      </div>
      {adding && <CategoryPicker categories={categories} newPath={newPath} />}
    </div>
  );
}
