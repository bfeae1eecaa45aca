import { CatalogResults, type CatalogParams } from '@shop/shared/catalog';
import { accessoryCard } from '../../common/accessory-card';
import type { AccessoryFilter } from './accessory-catalogue-options';
import { useAccessoryList } from './use-accessory-list';

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

/** The page of accessories the filters ask for, with its count; a new page starts at the top. */
export function AccessoryResults({ params }: { params: CatalogParams<AccessoryFilter> }) {
  const result = useAccessoryList(params);
  return (
    <CatalogResults
      result={result}
      label="Accesorios"
      errorFallback="Error al cargar accesorios"
      toCard={accessoryCard}
      onPage={(page) => {
        params.update({ page });
        scrollToTop();
      }}
    />
  );
}
