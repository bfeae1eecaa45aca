import { CatalogEditLoader } from '../../common/catalog-form/catalog-edit-loader';
import { CatalogFormView } from '../../common/catalog-form/catalog-form-view';
import { AccessoryFields } from './accessory-fields';
import { ACCESSORY_KIND } from './accessory-kind';

/** /admin/accesorios/{id or idSlug}/editar, or /admin/accesorios/editar?id={id} */
export function EditAccessoryPage() {
  return (
    <CatalogEditLoader kind={ACCESSORY_KIND}>
      {({ id, etag, reload, reading, values, images }) => (
        <CatalogFormView
          key={id}
          reading={reading}
          kind={ACCESSORY_KIND}
          mode="edit"
          id={id}
          etag={etag}
          onReload={reload}
          initialValues={values}
          initialImages={images}
          renderFields={(props) => <AccessoryFields {...props} />}
        />
      )}
    </CatalogEditLoader>
  );
}
