import { useEffect, useState } from 'react';
import { Link } from '@shop/shared/router';
import { errorMessage, useHomeSecondaryHeroesQuery } from '@shop/shared/api';
import { PageMeta } from '@shop/shared/ui';
import { ToastProvider, useToast } from '../../common/toast/toast-context';
import buttons from '../../common/ui/buttons.module.css';
import { ErrorBanner } from '../../common/ui/status-banner';
import { draftsFromTiles, type BannerDraft } from './banner-draft';
import { BannerForm } from './banner-form';
import { takeBannersSavedFlag } from './banner-saved-flag';
import styles from './banner-editor.module.css';

const TITLE = 'Portadas secundarias';

/** /admin/home/portadas-secundarias: the three tiles under the home hero. */
export function BannerEditorPage() {
  return (
    <ToastProvider>
      <BannerEditor />
    </ToastProvider>
  );
}

function BannerEditor() {
  const banners = useHomeSecondaryHeroesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [justSaved] = useState(takeBannersSavedFlag);
  const [loaded, setLoaded] = useState<BannerDraft[] | null>(null);
  const toast = useToast();

  // The home may have read the banners earlier in the visit: the form starts from the read made on opening.
  const [earlierRead] = useState(banners.requestId);
  if (!loaded && banners.data && !banners.isFetching && banners.requestId !== earlierRead)
    setLoaded(draftsFromTiles(banners.data));

  // The save reloaded the page: it is confirmed here, as a toast the next message replaces.
  useEffect(() => {
    if (!justSaved) return;
    toast.show({
      tone: 'success',
      title: '¡Cambios guardados!',
      children: (
        <Link className={buttons.secondary} to="/">
          Ver Home
        </Link>
      ),
    });
  }, [justSaved, toast]);

  return (
    <div className={styles.page}>
      <PageMeta title={TITLE} noindex />
      <header className={styles.header}>
        <h1 className={styles.title}>{TITLE}</h1>
        <Link className={buttons.secondary} to="/admin">
          ← Volver al panel
        </Link>
      </header>
      <p className={styles.intro}>Las tres portadas que se ven debajo de la portada principal de la home.</p>
      {banners.isError && !loaded ? (
        <ErrorBanner>No se pudo cargar: {errorMessage(banners.error, 'Error al cargar')}</ErrorBanner>
      ) : !loaded ? (
        <p role="status">Cargando…</p>
      ) : (
        <BannerForm loaded={loaded} />
      )}
    </div>
  );
}
