import { useId } from 'react';
import { BannerTile } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui/form-field';
import buttons from '../../common/ui/buttons.module.css';
import { BannerHistory } from './banner-history';
import { BannerImageField } from './banner-image-field';
import { BANNER_TEXT_FIELDS, tileFromDraft, type BannerDraft } from './banner-draft';
import { useBannerImage } from './use-banner-image';
import styles from './banner-editor.module.css';

interface BannerTileEditorProps {
  draft: BannerDraft;
  busy: boolean;
  onChange: (field: keyof BannerDraft, value: string) => void;
  onSave: () => void;
  onUploadingChange: (slot: number, uploading: boolean) => void;
}

const HINTS: Partial<Record<keyof BannerDraft, string>> = {
  cta_url: 'Una ruta del sitio (por ejemplo /bicicletas) o una dirección http(s).',
  sort_order: 'Posición en la home; vacío o 0 usa el número de la portada.',
};

export function BannerTileEditor({ draft, busy, onChange, onSave, onUploadingChange }: BannerTileEditorProps) {
  const titleId = useId();
  const image = useBannerImage((url) => onChange('image_url', url));
  const uploading = image.status.state === 'uploading';

  function onFile(file: File) {
    onUploadingChange(draft.slot, true);
    void image.choose(file).finally(() => onUploadingChange(draft.slot, false));
  }

  return (
    <section className={styles.tile} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tileTitle}>
        Portada {draft.slot}
      </h2>
      <div className={styles.body}>
        <BannerImageField slot={draft.slot} imageUrl={draft.image_url} status={image.status} onFile={onFile} />
        <div className={styles.fields}>
          {BANNER_TEXT_FIELDS.map(([field, label, maxLength]) => (
            <TextField
              key={field}
              label={label}
              maxLength={maxLength}
              hint={HINTS[field]}
              value={draft[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
          ))}
          <TextField
            label="Orden"
            inputMode="numeric"
            hint={HINTS.sort_order}
            value={draft.sort_order}
            onChange={(event) => onChange('sort_order', event.target.value)}
          />
        </div>
      </div>
      <figure className={styles.livePreview} aria-labelledby={`${titleId}-preview`}>
        <figcaption id={`${titleId}-preview`} className={styles.note}>
          Vista previa: así se verá en la página de inicio.
        </figcaption>
        <ul className={styles.previewList}>
          <BannerTile tile={tileFromDraft(draft)} align={draft.slot % 2 === 1 ? 'right' : 'left'} preview />
        </ul>
      </figure>
      <div className={styles.actions}>
        <button className={buttons.secondary} type="button" disabled={busy || uploading} onClick={onSave}>
          Guardar solo este banner
        </button>
      </div>
      <BannerHistory slot={draft.slot} />
    </section>
  );
}
