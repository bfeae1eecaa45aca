import type { ReactNode } from 'react';
import { isApiError } from '@shop/shared/api';
import { selectIsAdmin } from '@shop/shared/session';
import { useAppSelector } from '@shop/shared/store';
import styles from './detail.module.css';

/**
 * A hidden product answers 404 to the public read. An admin who opens its address still gets its
 * page, read again with the token, as a preview.
 */
export function useWantsHiddenPreview(publicError: unknown): boolean {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin && isApiError(publicError) && publicError.status === 404;
}

/** The page of a hidden product that only an admin sees: marked as such and kept out of search engines. */
export function HiddenPreview({ children }: { children: ReactNode }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <p className={styles.previewNotice} role="status">
        Oculto, vista previa
      </p>
      {children}
    </>
  );
}
