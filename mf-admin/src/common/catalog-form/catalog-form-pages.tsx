import { useState, type ComponentType } from 'react';
import { useSearchParams } from '@shop/shared/router';
import { initialImageRows } from '../image-manager/image-rows';
import { CatalogEditLoader } from './catalog-edit-loader';
import type { BaseValues, CatalogFormKind } from './catalog-form-kind';
import type { KindFieldsProps } from './catalog-form-sections';
import { CatalogFormView } from './catalog-form-view';

interface CatalogFormPageProps<V extends BaseValues> {
  kind: CatalogFormKind<V>;
  Fields: ComponentType<KindFieldsProps<V>>;
}

/** A kind's new item form, its category taken from `?categoria=`. */
export function CatalogAddPage<V extends BaseValues>({ kind, Fields }: CatalogFormPageProps<V>) {
  const [search] = useSearchParams();
  const [initialValues] = useState(() => kind.emptyValues(search.get('categoria')));
  const [initialImages] = useState(initialImageRows);
  return (
    <CatalogFormView
      kind={kind}
      mode="add"
      id={null}
      initialValues={initialValues}
      initialImages={initialImages}
      renderFields={(props) => <Fields {...props} />}
    />
  );
}

/** A kind's edit form, once its item and images are loaded; a reload starts it afresh. */
export function CatalogEditPage<V extends BaseValues>({ kind, Fields }: CatalogFormPageProps<V>) {
  return (
    <CatalogEditLoader kind={kind}>
      {({ id, etag, reload, reading, values, images }) => (
        <CatalogFormView
          key={id}
          reading={reading}
          kind={kind}
          mode="edit"
          id={id}
          etag={etag}
          onReload={reload}
          initialValues={values}
          initialImages={images}
          renderFields={(props) => <Fields {...props} />}
        />
      )}
    </CatalogEditLoader>
  );
}
