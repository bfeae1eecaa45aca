import type { ComponentType } from 'react';
import { CatalogLayout } from './catalog-layout';
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
}

/** A catalogue page whose every filter, sort and page live in the query string. */
export function CatalogPage<Key extends string>({
  kind,
  title,
  description,
  filterKeys,
  Filters,
  Chips,
  Results,
}: CatalogPageProps<Key>) {
  const params = useCatalogParams({ filters: filterKeys, sorts: CATALOG_SORTS });
  return (
    <FilterSheetProvider activeCount={activeFilterCount(params.filters)}>
      <CatalogLayout
        title={title}
        description={description}
        canonicalPath={params.page > 1 ? `${kind.cataloguePath}?page=${params.page}` : kind.cataloguePath}
        filters={<Filters params={params} />}
      >
        <Chips params={params} />
        <Results params={params} />
      </CatalogLayout>
    </FilterSheetProvider>
  );
}
