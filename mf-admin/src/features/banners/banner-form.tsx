import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from '@shop/shared/router';
import { errorMessage, isApiError } from '@shop/shared/api';
import { DraftOffer } from '../../common/catalog-form/draft-offer';
import { SaveBar } from '../../common/catalog-form/save-bar';
import { resumedDraft, useFormDraft } from '../../common/catalog-form/use-form-draft';
import { refusedForSession, useRetryAfterSignIn } from '../../common/catalog-form/use-retry-after-sign-in';
import { useToast } from '../../common/toast/toast-context';
import { UnsavedChangesPrompt } from '../../common/ui/unsaved-changes-prompt';
import { useAdminBannersSaveMutation } from './admin-banners-api';
import { tileFromDraft, type BannerDraft } from './banner-draft';
import { BannerTileEditor } from './banner-tile-editor';
import { markBannersSaved } from './banner-saved-flag';
import styles from './banner-editor.module.css';

const DRAFT_KEY = 'borrador:portadas';

const same = (a: BannerDraft | undefined, b: BannerDraft | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** The three tiles as edited: a save bar, toasts, a local draft, and a save retried after signing in again. */
export function BannerForm({ loaded }: { loaded: BannerDraft[] }) {
  const formId = useId();
  const [drafts, setDrafts] = useState(() => resumedDraft<BannerDraft[]>(DRAFT_KEY) ?? loaded);
  const [uploading, setUploading] = useState<ReadonlySet<number>>(new Set());
  const [saveTiles, { isLoading: saving }] = useAdminBannersSaveMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const reloading = useRef(false);
  const unloadAllowed = useCallback(() => reloading.current, []);
  const dirty = drafts.some((draft, index) => !same(draft, loaded[index]));
  const draft = useFormDraft(DRAFT_KEY, drafts, dirty, loaded);
  /** The tiles of a save refused for the session, sent again after signing in. */
  const refusedSlots = useRef<readonly number[]>([]);
  const { armRetry } = useRetryAfterSignIn(() => void save(refusedSlots.current));
  const busy = saving || uploading.size > 0;

  function change(slot: number, field: keyof BannerDraft, value: string) {
    setDrafts((current) => current.map((tile) => (tile.slot === slot ? { ...tile, [field]: value } : tile)));
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
    toast.dismiss();
    const chosen = slots.map((slot) => drafts.find((tile) => tile.slot === slot));
    if (chosen.some((tile) => !tile)) return toast.show({ tone: 'error', title: 'Tile no encontrado' });
    const result = await saveTiles(chosen.flatMap((tile) => (tile ? [tileFromDraft(tile)] : [])));
    if ('error' in result) {
      if (isApiError(result.error) && refusedForSession(result.error.status)) {
        refusedSlots.current = slots;
        armRetry();
        return;
      }
      return toast.show({
        tone: 'error',
        title: `No se pudo guardar: ${errorMessage(result.error, 'Error al guardar')}`,
      });
    }
    markBannersSaved();
    // Edits in the tiles not saved stay in the draft (offered after the reload) and get the browser's warning.
    const othersDirty = drafts.some((tile, index) => !slots.includes(tile.slot) && !same(tile, loaded[index]));
    if (!othersDirty) draft.reject();
    reloading.current = !othersDirty;
    void navigate(0);
  }

  return (
    <>
      {draft.offered && (
        <DraftOffer savedAt={draft.offered.savedAt} onAccept={() => draft.accept(setDrafts)} onReject={draft.reject} />
      )}
      <form
        id={formId}
        className={styles.tiles}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void save(drafts.map((tile) => tile.slot));
        }}
      >
        {drafts.map((tile) => (
          <BannerTileEditor
            key={tile.slot}
            draft={tile}
            busy={busy}
            onChange={(field, value) => change(tile.slot, field, value)}
            onSave={() => void save([tile.slot])}
            onUploadingChange={setSlotUploading}
          />
        ))}
      </form>
      <SaveBar
        formId={formId}
        submitLabel="Guardar las tres portadas"
        saving={saving}
        blocked={uploading.size > 0}
        dirty={dirty}
        onDiscard={() => setDrafts(loaded)}
      />
      <UnsavedChangesPrompt dirty={dirty && !saving} unloadAllowed={unloadAllowed} />
    </>
  );
}
