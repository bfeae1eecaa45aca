import { productPrice } from '@shop/shared/domain';
import { Link } from '@shop/shared/router';
import { ResponsiveImage } from '@shop/shared/ui';
import type { CatalogListItem } from '../admin-api/catalog-types';
import buttons from '../ui/buttons.module.css';
import type { CatalogListConfig } from './catalog-list-config';
import styles from './catalog-list.module.css';

interface CatalogCardProps {
  item: CatalogListItem;
  config: CatalogListConfig;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onDelete: (item: CatalogListItem) => void;
}

const updatedFormat = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short' });

/** One item as a compact row: what an owner checks at a glance, and what can be done with it. */
export function CatalogCard({ item, config, selected, onSelect, onDelete }: CatalogCardProps) {
  const brandModel = [item.marca, item.modelo].filter(Boolean).join(' · ');
  const hidden = item.visible === false;
  return (
    <li className={styles.card} aria-labelledby={`item-${item.id}`} data-selected={selected}>
      <input
        className={styles.select}
        type="checkbox"
        aria-label={`Seleccionar ${item.nombre}`}
        checked={selected}
        onChange={(event) => onSelect(item.id, event.target.checked)}
      />
      <ResponsiveImage
        className={styles.image}
        url={item.imagen_principal?.url}
        alt=""
        width={item.imagen_principal?.width}
        height={item.imagen_principal?.height}
        sizes="5rem"
      />
      <div className={styles.body}>
        <h2 id={`item-${item.id}`} className={styles.name}>
          {item.nombre}
        </h2>
        {brandModel && <p className={styles.meta}>{brandModel}</p>}
      </div>
      <div className={styles.facts}>
        {item.categoria && <span className={styles.category}>{item.categoria.toUpperCase()}</span>}
        <span className={styles.price}>{productPrice(item.precio)}</span>
        <span className={hidden ? styles.hidden : styles.visible}>{hidden ? 'Oculto' : 'Visible'}</span>
        {item.destacado && <span className={styles.featured}>Destacado</span>}
        {item.updated_at && (
          <span className={styles.meta}>Editado {updatedFormat.format(new Date(item.updated_at))}</span>
        )}
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
          {hidden ? 'Vista previa' : 'Ver pública'}
        </a>
        <button className={buttons.danger} type="button" onClick={() => onDelete(item)}>
          Eliminar
        </button>
      </div>
    </li>
  );
}
