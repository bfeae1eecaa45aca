import { Link } from '@shop/shared/router';
import { ResponsiveImage } from '@shop/shared/ui';
import type { CatalogListItem } from '../admin-api/catalog-types';
import buttons from '../ui/buttons.module.css';
import type { CatalogListConfig } from './catalog-list-config';
import styles from './catalog-list.module.css';

interface CatalogCardProps {
  item: CatalogListItem;
  config: CatalogListConfig;
  onDelete: (item: CatalogListItem) => void;
}

export function CatalogCard({ item, config, onDelete }: CatalogCardProps) {
  const brandModel = [item.marca, item.modelo].filter(Boolean).join(' · ');
  return (
    <li className={styles.card} aria-labelledby={`item-${item.id}`}>
      <ResponsiveImage
        className={styles.image}
        url={item.imagen_principal?.url}
        alt=""
        width={item.imagen_principal?.width}
        height={item.imagen_principal?.height}
        sizes="(min-width: 40rem) 16rem, 100vw"
      />
      <div className={styles.body}>
        {item.categoria && <span className={styles.category}>{item.categoria.toUpperCase()}</span>}
        <h2 id={`item-${item.id}`} className={styles.name}>
          {item.nombre}
        </h2>
        {brandModel && <p className={styles.meta}>{brandModel}</p>}
      </div>
      <div className={styles.actions}>
        <Link className={buttons.primary} to={config.editPath(item.id, item.nombre)}>
          Editar
        </Link>
        <a
          className={buttons.secondary}
          href={config.publicPath(item.id, item.nombre)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Ver pública
        </a>
        <button className={buttons.danger} type="button" onClick={() => onDelete(item)}>
          Eliminar
        </button>
      </div>
    </li>
  );
}
