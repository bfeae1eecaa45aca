/** The admin's backups: GET lists them (newest first), GET `/<archivo>` downloads one, POST takes one now. */
export const BACKUPS_PATH = '/api/copias';

/** One backup archive in the API's BACKUP_DIR. */
export interface BackupInfo {
  /** Its file name (`copia-20261128-174512-123.tar.gz`, in UTC). */
  archivo: string;
  /** When it was taken (ISO 8601). */
  fecha: string;
  bytes: number;
}

export interface BackupsAnswer {
  items: BackupInfo[];
}
