import { useState, type ReactNode } from 'react';
import { errorMessage } from '@shop/shared/api';
import { Link } from '@shop/shared/router';
import { PageMeta } from '@shop/shared/ui';
import { useAdminCatalogImagesQuery, useAdminCatalogItemQuery } from '../admin-api/admin-catalog-api';
import { imageRowsFromStored, type ImageRowsState } from '../image-manager/image-rows';
import buttons from '../ui/buttons.module.css';
import { ErrorBanner } from '../ui/status-banner';
import type { BaseValues, CatalogFormKind } from './catalog-form-kind';
import { useCatalogId } from './catalog-id';
import styles from './catalog-form.module.css';

interface LoadedItem<V> {
  id: number;
  etag: string | null;
  values: V;
  images: ImageRowsState;
  /** Which read this is: a reload starts the form afresh. */
  reading: number;
}

interface CatalogEditLoaderProps<V extends BaseValues> {
  kind: CatalogFormKind<V>;
  children: (loaded: LoadedItem<V> & { reload: () => void }) => ReactNode;
}

interface EditStatusProps {
  title: string;
  /** Where to go instead when the item cannot be edited. */
  listPath?: string;
  children: ReactNode;
}

function EditStatus({ title, listPath, children }: EditStatusProps) {
  return (
    <div className={styles.page}>
      <PageMeta title={title} noindex />
      <h1 className={styles.title}>{title}</h1>
      {children}
      {listPath && (
        <p>
          <Link className={buttons.secondary} to={listPath}>
            Volver a la lista
          </Link>
        </p>
      )}
    </div>
  );
}

/** Loads the item and its images for the edit form; failing images count as none. */
export function CatalogEditLoader<V extends BaseValues>({ kind, children }: CatalogEditLoaderProps<V>) {
  const id = useCatalogId();
  const { texts } = kind;
  // Taken once, then no longer watched: a save must not reset what is being edited, nor refetch it.
  const [loaded, setLoaded] = useState<LoadedItem<V> | null>(null);
  const [reading, setReading] = useState(0);
  const current = loaded && loaded.id === id && loaded.reading === reading ? loaded : null;
  const args = { table: kind.table, id: id ?? 0, reading };
  const options = { skip: id === null || current !== null, refetchOnMountOrArgChange: true };
  const item = useAdminCatalogItemQuery(args, options);
  const images = useAdminCatalogImagesQuery(args, options);
  // While the same item is read again, its form stays on screen with what it told (a restore's toast).
  const shown = current ?? (loaded && loaded.id === id && !item.isError ? loaded : null);
  if (!current && id !== null && item.data && !item.isFetching && !images.isFetching) {
    setLoaded({
      id,
      reading,
      etag: item.data.etag,
      values: kind.fromRecord(item.data.record),
      images: imageRowsFromStored(images.isError ? [] : (images.data ?? [])),
    });
  }

  if (id === null)
    return (
      <EditStatus title={texts.editTitle} listPath={kind.listPath}>
        <ErrorBanner>{texts.missingUrlId}</ErrorBanner>
      </EditStatus>
    );
  if (item.isError && !current)
    return (
      <EditStatus title={texts.editTitle} listPath={kind.listPath}>
        <ErrorBanner>
          {texts.loadFailed}: {errorMessage(item.error, 'Error al cargar')}
        </ErrorBanner>
      </EditStatus>
    );
  if (!shown)
    return (
      <EditStatus title={texts.editTitle}>
        <p role="status">Cargando…</p>
      </EditStatus>
    );
  return children({ ...shown, reload: () => setReading((count) => count + 1) });
}
