import { CATALOG_SORTS, pastLastPage, readCatalogQuery } from '@shop/shared/catalog';
import type { Screen } from '@shop/shared/remote';
import { AccessoriesCataloguePage } from './accessories-catalogue-page';
import { accessoriesListApi, accessoriesListArgs } from './api/accessories-list';
import { ACCESSORY_FILTERS } from './accessory-catalogue-options';

/** /catalogo-accesorios: the page of accessories its address asks for; a page past the last answers 404. */
export const accessoriesCatalogueScreen: Screen = {
  Component: AccessoriesCataloguePage,
  prefetch: async ({ searchParams, dispatch }) => {
    const query = readCatalogQuery(searchParams, { filters: ACCESSORY_FILTERS, sorts: CATALOG_SORTS });
    const list = await dispatch(accessoriesListApi.endpoints.accessoriesList.initiate(accessoriesListArgs(query)));
    return pastLastPage(list.data) ? { status: 404 } : {};
  },
};
