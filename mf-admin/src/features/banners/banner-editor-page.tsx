import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from '@shop/shared/router';
import { errorMessage } from '@shop/shared/api';
import { PageMeta } from '@shop/shared/ui';
import buttons from '../../common/ui/buttons.module.css';
import { ErrorBanner, SuccessBanner } from '../../common/ui/status-banner';
import { UnsavedChangesPrompt } from '../../common/ui/unsaved-changes-prompt';
import { useAdminBannersQuery, useAdminBannersSaveMutation } from './admin-banners-api';
import { draftsFromTiles, tileFromDraft, type BannerDraft } from './banner-draft';
import { BannerTileEditor } from './banner-tile-editor';
import { takeBannersSavedFlag, markBannersSaved } from './banner-saved-flag';
import styles from './banner-editor.module.css';

const TITLE = 'Portadas secundarias';

/** /admin/home/portadas-secundarias: the three tiles under the home hero. */
export function BannerEditorPage() {
  const banners = useAdminBannersQuery(undefined, { refetchOnMountOrArgChange: true });
  const [justSaved] = useState(takeBannersSavedFlag);
  const [loaded, setLoaded] = useState<BannerDraft[] | null>(null);
  const [drafts, setDrafts] = useState<BannerDraft[]>([]);
  const [uploading, setUploading] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [saveTiles, { isLoading: saving }] = useAdminBannersSaveMutation();
  const navigate = useNavigate();
  const reloading = useRef(false);
  const unloadAllowed = useCallback(() => reloading.current, []);

  if (!loaded && banners.data && !banners.isFetching) {
    const initial = draftsFromTiles(banners.data);
    setLoaded(initial);
    setDrafts(initial);
  }

  function change(slot: number, field: keyof BannerDraft, value: string) {
    setDrafts((current) => current.map((draft) => (draft.slot === slot ? { ...draft, [field]: value } : draft)));
  }

  function setSlotUploading(slot: number, active: boolean) {
    setUploading((current) => {
      const next = new Set(current);
      if (active) next.add(slot);
      else next.delete(slot);
      return next;
    });
  }

  async function save(slots: readonly number[]) {
    setFailure(null);
    const chosen = slots.map((slot) => drafts.find((draft) => draft.slot === slot));
    if (chosen.some((draft) => !draft)) return setFailure('Tile no encontrado');
    const result = await saveTiles(chosen.flatMap((draft) => (draft ? [tileFromDraft(draft)] : [])));
    if ('error' in result) return setFailure(`No se pudo guardar: ${errorMessage(result.error, 'Error al guardar')}`);
    markBannersSaved();
    // Unsaved edits in the other tiles still get the browser's warning before the reload.
    const othersDirty = drafts.some(
      (draft, index) => !slots.includes(draft.slot) && JSON.stringify(draft) !== JSON.stringify(loaded?.[index]),
    );
    reloading.current = !othersDirty;
    void navigate(0);
  }

  const dirty = loaded !== null && JSON.stringify(drafts) !== JSON.stringify(loaded);
  const busy = saving || uploading.size > 0;

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
      {justSaved && (
        <SuccessBanner title="¡Cambios guardados!">
          <Link className={buttons.secondary} to="/">
            Ver Home
          </Link>
        </SuccessBanner>
      )}
      {failure && <ErrorBanner>{failure}</ErrorBanner>}
      {banners.isError && !loaded ? (
        <ErrorBanner>No se pudo cargar: {errorMessage(banners.error, 'Error al cargar')}</ErrorBanner>
      ) : !loaded ? (
        <p role="status">Cargando…</p>
      ) : (
        <>
          <div className={styles.tiles}>
            {drafts.map((draft) => (
              <BannerTileEditor
                key={draft.slot}
                draft={draft}
                busy={busy}
                onChange={(field, value) => change(draft.slot, field, value)}
                onSave={() => void save([draft.slot])}
                onUploadingChange={setSlotUploading}
              />
            ))}
          </div>
          <div className={styles.actions}>
            <button
              className={buttons.primary}
              type="button"
              disabled={busy}
              onClick={() => void save(drafts.map((draft) => draft.slot))}
            >
              {saving ? 'Guardando…' : 'Guardar las tres portadas'}
            </button>
          </div>
        </>
      )}
      <UnsavedChangesPrompt dirty={dirty && !saving} unloadAllowed={unloadAllowed} />
    </div>
  );
}
