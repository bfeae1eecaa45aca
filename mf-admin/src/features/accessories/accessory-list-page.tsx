import { productPath } from '@shop/contract';
import { idSlug } from '@shop/shared/domain';
import type { CatalogListConfig } from '../../common/catalog-list/catalog-list-config';
import { CatalogListPage } from '../../common/catalog-list/catalog-list-page';
import { ACCESSORY_CATEGORY_NAMES } from './accessory-kind';

const ACCESSORY_LIST: CatalogListConfig = {
  table: 'accesorios',
  title: 'Elegí un accesorio para editar',
  allLabel: 'TODOS',
  categories: ACCESSORY_CATEGORY_NAMES,
  addLabel: '+ Agregar accesorio',
  addPath: '/admin/accesorios/nuevo',
  editPath: (id, nombre) => `/admin/accesorios/${idSlug(id, nombre)}/editar`,
  publicPath: (id, nombre) => productPath('accesorio', { id, nombre }),
  deleteFailed: 'No se pudo eliminar el accesorio',
};

/** /admin/accesorios/editar */
export function AccessoryListPage() {
  return <CatalogListPage config={ACCESSORY_LIST} />;
}
