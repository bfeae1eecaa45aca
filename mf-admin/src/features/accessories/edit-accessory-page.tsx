import { CatalogEditPage } from '../../common/catalog-form/catalog-form-pages';
import { AccessoryFields } from './accessory-fields';
import { ACCESSORY_KIND } from './accessory-kind';

/** /admin/accesorios/{id or idSlug}/editar, or /admin/accesorios/editar?id={id} */
export function EditAccessoryPage() {
  return <CatalogEditPage kind={ACCESSORY_KIND} Fields={AccessoryFields} />;
}
