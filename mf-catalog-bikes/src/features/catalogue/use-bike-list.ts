import type { CatalogParams } from '@shop/shared/catalog';
import { bikesListArgs, useBikesListQuery } from './api/bikes-list';
import type { BikeFilter } from './bike-catalogue-options';

/** The page of bicycles the address asks for, with the counts of every filter; results and filters share it. */
export function useBikeList(params: CatalogParams<BikeFilter>) {
  return useBikesListQuery(bikesListArgs(params));
}
