import type { PriceChangeAnswer } from '@shop/contract';
import type { CatalogTable } from '../admin-api/catalog-types';
import { useAdminCatalogPriceUndoMutation } from './bulk-price-api';
import { useUndoToast } from './use-undo-toast';

/** After a bulk price change: 'Precios actualizados · Deshacer' for 10 s; Deshacer puts every old price back. */
export function useBulkPriceUndo(table: CatalogTable) {
  const offerUndo = useUndoToast();
  const [undo] = useAdminCatalogPriceUndoMutation();

  return function offerPriceUndo({ items }: PriceChangeAnswer) {
    offerUndo({
      title: `Precios actualizados: ${items.length}`,
      // At the versions the change answered: an item edited in the meantime is not overwritten (412).
      undo: () =>
        undo({
          table,
          items: items.map(({ id, version, precio_anterior, precio_oferta_anterior }) => ({
            id,
            version,
            precio: precio_anterior,
            precio_oferta: precio_oferta_anterior,
          })),
        }),
      undoneTitle: 'Precios restaurados',
    });
  };
}
