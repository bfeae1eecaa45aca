import { productPrice } from '@shop/shared/domain';
import { Link } from '@shop/shared/router';
import { ResponsiveImage } from '@shop/shared/ui';
import type { CatalogListItem } from '../admin-api/catalog-types';
import { personCount } from '../insights/person-count';
import buttons from '../ui/buttons.module.css';
import type { CatalogListConfig } from './catalog-list-config';
import styles from './catalog-list.module.css';

interface CatalogRowProps {
  item: CatalogListItem;
  config: CatalogListConfig;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: (item: CatalogListItem) => void;
}

const updatedFormat = new Intl.DateTimeFormat('es-AR', { dateStyle: 'short' });

/** A cell's column name, said on phones, where the rows are cards without the table's header. */
function PhoneLabel({ children }: { children: string }) {
  return <span className={styles.phoneLabel}>{children}: </span>;
}

/** One item: a table row on wide screens, a compact card on phones. */
export function CatalogRow({ item, config, selected, onSelect, onDelete }: CatalogRowProps) {
  const brandModel = [item.marca, item.modelo].filter(Boolean).join(' · ');
  const hidden = item.visible === false;
  const nameId = `item-${item.id}`;
  return (
    <tr className={styles.row} aria-labelledby={nameId} data-selected={selected}>
      <td className={styles.selectCell}>
        <input
          className={styles.select}
          type="checkbox"
          aria-label={`Seleccionar ${item.nombre}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      </td>
      <td className={styles.imageCell}>
        <ResponsiveImage
          className={styles.image}
          url={item.imagen_principal?.url}
          alt=""
          width={item.imagen_principal?.width}
          height={item.imagen_principal?.height}
          sizes="4rem"
        />
      </td>
      <th className={styles.nameCell} scope="row">
        <span className={styles.name} id={nameId}>
          {item.nombre}
        </span>
        {brandModel && <span className={styles.meta}>{brandModel}</span>}
      </th>
      <td className={styles.categoryCell}>{item.categoria?.toUpperCase() ?? '—'}</td>
      <td className={styles.priceCell}>{productPrice(item.precio)}</td>
      <td className={styles.stateCell}>
        <span className={hidden ? styles.hidden : styles.visible}>{hidden ? 'Oculto' : 'Visible'}</span>
      </td>
      <td className={styles.featuredCell}>
        <PhoneLabel>Destacado</PhoneLabel>
        {item.destacado ? 'Sí' : 'No'}
      </td>
      <td className={styles.chatsCell}>
        <PhoneLabel>Consultas 30 d</PhoneLabel>
        {personCount(item.consultas_30d ?? 0)}
      </td>
      <td className={styles.viewsCell}>
        <PhoneLabel>Vistas 30 d</PhoneLabel>
        {personCount(item.vistas_30d ?? 0)}
      </td>
      <td className={styles.updatedCell}>
        <PhoneLabel>Editado</PhoneLabel>
        {item.updated_at ? updatedFormat.format(new Date(item.updated_at)) : '—'}
      </td>
      <td className={styles.actionsCell}>
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
      </td>
    </tr>
  );
}
