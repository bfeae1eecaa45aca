import { CatalogAddPage } from '../../common/catalog-form/catalog-form-pages';
import { AccessoryFields } from './accessory-fields';
import { ACCESSORY_KIND } from './accessory-kind';

/** /admin/accesorios/nuevo?categoria={category} */
export function AddAccessoryPage() {
  return <CatalogAddPage kind={ACCESSORY_KIND} Fields={AccessoryFields} />;
}
