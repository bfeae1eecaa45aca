import { useState } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { CatalogFormView } from '../../common/catalog-form/catalog-form-view';
import { initialImageRows } from '../../common/image-manager/image-rows';
import { AccessoryFields } from './accessory-fields';
import { ACCESSORY_KIND } from './accessory-kind';

/** /admin/accesorios/nuevo?categoria={category} */
export function AddAccessoryPage() {
  const [search] = useSearchParams();
  const [initialValues] = useState(() => ACCESSORY_KIND.emptyValues(search.get('categoria')));
  const [initialImages] = useState(initialImageRows);
  return (
    <CatalogFormView
      kind={ACCESSORY_KIND}
      mode="add"
      id={null}
      initialValues={initialValues}
      initialImages={initialImages}
      renderFields={(props) => <AccessoryFields {...props} />}
    />
  );
}
