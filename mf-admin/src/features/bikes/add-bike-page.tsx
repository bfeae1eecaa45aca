import { CatalogAddPage } from '../../common/catalog-form/catalog-form-pages';
import { BikeFields } from './bike-fields';
import { BIKE_KIND } from './bike-kind';

/** /admin/bicicletas/nueva?categoria={category} */
export function AddBikePage() {
  return <CatalogAddPage kind={BIKE_KIND} Fields={BikeFields} />;
}
