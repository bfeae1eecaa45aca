import { CATALOG_SORTS, pastLastPage, readCatalogQuery } from '@shop/shared/catalog';
import type { Screen } from '@shop/shared/remote';
import { bikesListApi, bikesListArgs } from './api/bikes-list';
import { BIKE_FILTERS } from './bike-catalogue-options';
import { BikesCataloguePage } from './bikes-catalogue-page';

/** /catalogo-bicicletas: the page of bicycles its address asks for; a page past the last answers 404. */
export const bikesCatalogueScreen: Screen = {
  Component: BikesCataloguePage,
  prefetch: async ({ searchParams, dispatch }) => {
    const query = readCatalogQuery(searchParams, { filters: BIKE_FILTERS, sorts: CATALOG_SORTS });
    const list = await dispatch(bikesListApi.endpoints.bikesList.initiate(bikesListArgs(query)));
    return pastLastPage(list.data) ? { status: 404 } : {};
  },
};
