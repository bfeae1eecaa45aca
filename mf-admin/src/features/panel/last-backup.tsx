import type { BackupInfo } from '@shop/contract';
import { errorMessage } from '@shop/shared/api';
import { formatNumber } from '@shop/shared/domain';
import { useState } from 'react';
import { downloadUrl } from '../../common/catalog-list/download-file';
import buttons from '../../common/ui/buttons.module.css';
import { formatDateTime } from '../../common/ui/date-time';
import { useAdminBackupsQuery, useLazyAdminBackupFileQuery } from './backups-api';
import styles from './last-backup.module.css';

/** '8,3 MB' (or '640 KB' under a megabyte). */
function sizeText(bytes: number): string {
  return bytes < 1_000_000
    ? `${formatNumber(Math.ceil(bytes / 1000), 0)} KB`
    : `${formatNumber(bytes / 1_000_000, 1)} MB`;
}

/** Downloads a backup archive with the admin's token, as the file it is; `failure` says why one could not be. */
function useBackupDownload() {
  const [fetchFile, { isFetching: downloading }] = useLazyAdminBackupFileQuery();
  const [failure, setFailure] = useState<string | null>(null);

  async function download({ archivo }: BackupInfo) {
    setFailure(null);
    const result = await fetchFile(archivo);
    if (result.error || !result.data) {
      setFailure(`No se pudo descargar la copia: ${errorMessage(result.error, 'Error')}`);
      return;
    }
    downloadUrl(archivo, result.data);
    URL.revokeObjectURL(result.data);
  }

  return { download, downloading, failure };
}

/** 'Copia de seguridad': when the newest backup was taken and how big it is, with its download. */
export function LastBackup() {
  const answer = useAdminBackupsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { download, downloading, failure } = useBackupDownload();
  const last = answer.currentData?.items[0];

  return (
    <section className={styles.section} aria-labelledby="copia-de-seguridad">
      <h2 id="copia-de-seguridad" className={styles.title}>
        Copia de seguridad
      </h2>
      {answer.isError ? (
        <p className={styles.note}>
          No se pudo consultar la última copia: {errorMessage(answer.error, 'Error al cargar')}
        </p>
      ) : !answer.currentData ? (
        <p className={styles.note} role="status">
          Cargando…
        </p>
      ) : last ? (
        <div className={styles.last}>
          <p className={styles.note}>
            Última copia: <time dateTime={last.fecha}>{formatDateTime(last.fecha)}</time> · {sizeText(last.bytes)}
          </p>
          <button type="button" className={buttons.secondary} disabled={downloading} onClick={() => download(last)}>
            {downloading ? 'Descargando…' : 'Descargar copia'}
          </button>
        </div>
      ) : (
        <p className={styles.note}>Todavía no hay ninguna copia.</p>
      )}
      {failure && (
        <p className={styles.note} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
