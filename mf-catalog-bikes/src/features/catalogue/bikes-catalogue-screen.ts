import { CATALOG_SORTS, readCatalogQuery } from '@shop/shared/catalog';
import type { Screen } from '@shop/shared/remote';
import { bikesListApi, bikesListArgs } from './api/bikes-list';
import { BIKE_FILTERS } from './bike-catalogue-options';
import { BikesCataloguePage } from './bikes-catalogue-page';

/** /catalogo-bicicletas: the page of bicycles its address asks for. */
export const bikesCatalogueScreen: Screen = {
  Component: BikesCataloguePage,
  prefetch: async ({ searchParams, dispatch }) => {
    const query = readCatalogQuery(searchParams, { filters: BIKE_FILTERS, sorts: CATALOG_SORTS });
    await dispatch(bikesListApi.endpoints.bikesList.initiate(bikesListArgs(query)));
  },
};
