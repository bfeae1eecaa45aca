import { CatalogEditPage } from '../../common/catalog-form/catalog-form-pages';
import { BikeFields } from './bike-fields';
import { BIKE_KIND } from './bike-kind';

/** /admin/bicicletas/{id or idSlug}/editar, or /admin/bicicletas/editar?id={id} */
export function EditBikePage() {
  return <CatalogEditPage kind={BIKE_KIND} Fields={BikeFields} />;
}
