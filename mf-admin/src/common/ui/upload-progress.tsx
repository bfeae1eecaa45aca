import styles from './upload-progress.module.css';

/** How much of a file has gone out; the label names the file for screen readers. */
export function UploadProgress({ fraction, fileName }: { fraction: number; fileName: string | null }) {
  const percent = Math.round(fraction * 100);
  return (
    <progress
      className={styles.progress}
      max={100}
      value={percent}
      aria-label={`Subiendo ${fileName ?? 'imagen'}: ${percent}%`}
    />
  );
}
