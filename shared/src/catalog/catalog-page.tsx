import type { ComponentType } from 'react';
import { NotFoundView } from '@shop/shared/ui';
import { catalogPagePath, pastLastPage } from './catalog-address';
import { CatalogLayout } from './catalog-layout';
import type { Paged } from './catalog-types';
import { activeFilterCount, FilterSheetProvider } from './filter-sheet';
import type { ProductKind } from './product-kind';
import { CATALOG_SORTS } from './sort-fields';
import { useCatalogParams, type CatalogParams } from './use-catalog-params';

type WithParams<Key extends string> = ComponentType<{ params: CatalogParams<Key> }>;

interface CatalogPageProps<Key extends string> {
  kind: Pick<ProductKind, 'cataloguePath'>;
  title: string;
  description: string;
  /** The filters the address carries besides sort, page and limit. */
  filterKeys: readonly Key[];
  Filters: WithParams<Key>;
  Chips: WithParams<Key>;
  Results: WithParams<Key>;
  /** The list the address asks for (the query the results make, shared with them). */
  useList: (params: CatalogParams<Key>) => { currentData?: Pick<Paged<unknown>, 'page' | 'totalPages'> };
}

/**
 * A catalogue page whose every filter, sort and page live in the query string; a page past the last of its list
 * is the 404 page (the server answers it with a 404).
 */
export function CatalogPage<Key extends string>({
  kind,
  title,
  description,
  filterKeys,
  Filters,
  Chips,
  Results,
  useList,
}: CatalogPageProps<Key>) {
  const params = useCatalogParams({ filters: filterKeys, sorts: CATALOG_SORTS });
  const list = useList(params);
  if (pastLastPage(list.currentData))
    return (
      <NotFoundView
        wayBack={{
          to: catalogPagePath(kind.cataloguePath, { ...params, page: 1 }, filterKeys),
          label: 'Ir a la primera página',
        }}
      />
    );
  return (
    <FilterSheetProvider activeCount={activeFilterCount(params.filters)}>
      <CatalogLayout
        title={title}
        description={description}
        canonicalPath={catalogPagePath(kind.cataloguePath, params, filterKeys)}
        filters={<Filters params={params} />}
      >
        <Chips params={params} />
        <Results params={params} />
      </CatalogLayout>
    </FilterSheetProvider>
  );
}
