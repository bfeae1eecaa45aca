import { CatalogError } from '@shop/shared/catalog';
import { errorMessage } from '@shop/shared/api';
import { Link, useSearchParams } from '@shop/shared/router';
import { PageMeta } from '@shop/shared/ui';
import { COMPARE_PATH, MAX_COMPARED, useComparedBikes } from '../../common/compare/compare-store';
import { useBikesCompareQuery } from './api/bikes-compare';
import { compareIds } from './compare-rows';
import { CompareTable } from './compare-table';
import styles from './compare-page.module.css';

/** /comparar-bicicletas?ids=1,2,3: the chosen bicycles side by side. */
export function BikesComparePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = compareIds(searchParams.get('ids'), MAX_COMPARED);
  const compared = useComparedBikes();
  const { currentData, error, isError, isFetching, refetch } = useBikesCompareQuery(ids, { skip: ids.length === 0 });

  const remove = (id: number) => {
    compared.remove(id);
    const left = ids.filter((other) => other !== id);
    setSearchParams(left.length ? { ids: left.join(',') } : {});
  };

  return (
    <div className={styles.page}>
      <PageMeta
        title="Comparar bicicletas"
        description="Las bicicletas que elegiste, lado a lado: precio, colores y ficha técnica."
        canonicalPath={COMPARE_PATH}
        noindex
      />
      <h1 className={styles.title}>Comparar bicicletas</h1>
      {ids.length === 0 || (currentData && currentData.length === 0) ? (
        <p>
          Elegí hasta {MAX_COMPARED} bicicletas con «Comparar» en el{' '}
          <Link to="/catalogo-bicicletas">catálogo de bicicletas</Link>.
        </p>
      ) : isError && !isFetching ? (
        <CatalogError message={errorMessage(error, 'Error al cargar')} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <p role="status">Cargando comparación…</p>
      ) : (
        <CompareTable bikes={currentData} onRemove={remove} />
      )}
    </div>
  );
}
