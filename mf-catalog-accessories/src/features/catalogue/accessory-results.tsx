import { CatalogResults, type CatalogParams } from '@shop/shared/catalog';
import { accessoryCard } from '../../common/accessory-card';
import type { AccessoryFilter } from './accessory-catalogue-options';
import { useAccessoryList } from './use-accessory-list';

/** The page of accessories the filters ask for, with its count; a new page starts at the top. */
export function AccessoryResults({ params }: { params: CatalogParams<AccessoryFilter> }) {
  const result = useAccessoryList(params);
  return (
    <CatalogResults
      result={result}
      label="Accesorios"
      errorFallback="Error al cargar accesorios"
      toCard={accessoryCard}
      pageLink={(page) => params.linkTo({ page })}
    />
  );
}
