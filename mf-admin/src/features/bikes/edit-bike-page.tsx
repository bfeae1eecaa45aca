import { CatalogEditLoader } from '../../common/catalog-form/catalog-edit-loader';
import { CatalogFormView } from '../../common/catalog-form/catalog-form-view';
import { BikeFields } from './bike-fields';
import { BIKE_KIND } from './bike-kind';

/** /admin/bicicletas/{id or idSlug}/editar, or /admin/bicicletas/editar?id={id} */
export function EditBikePage() {
  return (
    <CatalogEditLoader kind={BIKE_KIND}>
      {({ id, etag, reload, reading, values, images }) => (
        <CatalogFormView
          key={id}
          reading={reading}
          kind={BIKE_KIND}
          mode="edit"
          id={id}
          etag={etag}
          onReload={reload}
          initialValues={values}
          initialImages={images}
          renderFields={(props) => <BikeFields {...props} />}
        />
      )}
    </CatalogEditLoader>
  );
}
