import { productPath } from '@shop/contract';
import { BIKE_CATEGORIES, idSlug } from '@shop/shared/domain';
import type { CatalogListConfig } from '../../common/catalog-list/catalog-list-config';
import { CatalogListPage } from '../../common/catalog-list/catalog-list-page';

const BIKE_LIST: CatalogListConfig = {
  table: 'bicicletas',
  title: 'Elegí una bicicleta para editar',
  allLabel: 'TODAS',
  categories: BIKE_CATEGORIES,
  addLabel: '+ Agregar bicicleta',
  // The add button goes to the route that exists.
  addPath: '/admin/bicicletas/nueva',
  editPath: (id, nombre) => `/admin/bicicletas/${idSlug(id, nombre)}/editar`,
  publicPath: (id, nombre) => productPath('bicicleta', { id, nombre }),
  deleteFailed: 'No se pudo eliminar la bicicleta',
};

/** /admin/bicicletas/editar */
export function BikeListPage() {
  return <CatalogListPage config={BIKE_LIST} />;
}
