import { productPrice } from '@shop/shared/domain';
import type { PreviewRow } from './price-change-form';
import styles from './catalog-list.module.css';

/** Old and new price of each selected item, before anything is applied. */
export function PricePreview({ rows }: { rows: readonly PreviewRow[] }) {
  return (
    <table className={styles.previewTable} aria-label="Vista previa de precios">
      <thead>
        <tr>
          <th scope="col">Producto</th>
          <th scope="col">Precio actual</th>
          <th scope="col">Precio nuevo</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ item, precio, problem }) => (
          <tr key={item.id}>
            <th scope="row">{item.nombre}</th>
            <td>{productPrice(item.precio)}</td>
            <td>{problem ?? (item.precio === null ? 'Sin cambio' : productPrice(precio))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
