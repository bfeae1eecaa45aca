import type { CatalogParams } from '@shop/shared/catalog';
import { accessoriesListArgs, useAccessoriesListQuery } from './api/accessories-list';
import type { AccessoryFilter } from './accessory-catalogue-options';

/** The page of accessories the address asks for, with the counts of every filter; results and filters share it. */
export function useAccessoryList(params: CatalogParams<AccessoryFilter>) {
  return useAccessoriesListQuery(accessoriesListArgs(params));
}
