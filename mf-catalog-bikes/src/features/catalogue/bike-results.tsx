import { useLocation } from 'react-router-dom';
import { errorMessage } from '@shop/shared/api';
import {
  CatalogEmpty,
  CatalogError,
  detailHref,
  Pager,
  ProductGrid,
  SkeletonCards,
  type CatalogParams,
} from '@shop/shared/catalog';
import { idSlug } from '@shop/shared/domain';
import { useBikesListQuery } from './api/bikes-list';
import type { BikeFilter } from './bike-catalogue-options';

/** The page of bicycles the filters ask for: error, then loading, then the cards or the empty state. */
export function BikeResults({ params }: { params: CatalogParams<BikeFilter> }) {
  const { pathname, search } = useLocation();
  const { currentData, error, isError, isFetching, refetch } = useBikesListQuery({
    ...params.filters,
    sort: params.sort,
    page: params.page,
    limit: params.limit,
  });

  if (isError && !isFetching) {
    return <CatalogError message={errorMessage(error, 'Error al cargar')} onRetry={() => void refetch()} />;
  }
  if (!currentData) return <SkeletonCards />;
  if (currentData.items.length === 0) return <CatalogEmpty />;

  const back = `${pathname}${search}`;
  return (
    <>
      <ProductGrid
        label="Bicicletas"
        cards={currentData.items.map((bike) => ({
          id: bike.id,
          href: detailHref('/bici', idSlug(bike.id, bike.nombre), back),
          name: bike.nombre,
          category: bike.categoria,
          image: bike.imagen_principal,
        }))}
      />
      <Pager page={currentData.page} totalPages={currentData.totalPages} onPage={(page) => params.update({ page })} />
    </>
  );
}
