import { useState } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { CatalogFormView } from '../../common/catalog-form/catalog-form-view';
import { initialImageRows } from '../../common/image-manager/image-rows';
import { BikeFields } from './bike-fields';
import { BIKE_KIND } from './bike-kind';

/** /admin/bicicletas/nueva?categoria={category} */
export function AddBikePage() {
  const [search] = useSearchParams();
  const [initialValues] = useState(() => BIKE_KIND.emptyValues(search.get('categoria')));
  const [initialImages] = useState(initialImageRows);
  return (
    <CatalogFormView
      kind={BIKE_KIND}
      mode="add"
      id={null}
      initialValues={initialValues}
      initialImages={initialImages}
      renderFields={(props) => <BikeFields {...props} />}
    />
  );
}
