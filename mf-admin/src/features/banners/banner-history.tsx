import { useState } from 'react';
import { errorMessage } from '@shop/shared/api';
import { HistoryEntryItem } from '../../common/catalog-history/history-entry';
import { ErrorBanner } from '../../common/ui/status-banner';
import { useAdminBannerHistoryQuery } from './admin-banners-api';
import { BANNER_TEXT_FIELDS } from './banner-draft';
import styles from './banner-editor.module.css';

const LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(BANNER_TEXT_FIELDS.map(([field, label]) => [field, label])),
  image_url: 'Imagen',
  sort_order: 'Orden',
};

function BannerHistoryList({ slot }: { slot: number }) {
  const history = useAdminBannerHistoryQuery(slot, { refetchOnMountOrArgChange: true });
  if (history.isError)
    return <ErrorBanner>No se pudo cargar el historial: {errorMessage(history.error, 'Error al cargar')}</ErrorBanner>;
  if (!history.data) return <p role="status">Cargando historial…</p>;
  if (history.data.length === 0) return <p>Todavía no hay cambios registrados.</p>;
  return (
    <ol className={styles.history} aria-label={`Cambios de la portada ${slot}, el más reciente primero`}>
      {history.data.map((entry) => (
        <HistoryEntryItem key={entry.id} entry={entry} onRestore={null} restoreDisabled labels={LABELS} />
      ))}
    </ol>
  );
}

/** A tile's 'Historial', read when opened: who changed what and when. */
export function BannerHistory({ slot }: { slot: number }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Historial</summary>
      {open && <BannerHistoryList slot={slot} />}
    </details>
  );
}
