import type { ReactNode } from 'react';
import { safeReturnPath } from '@shop/shared/domain';
import { useSearchParams } from '@shop/shared/router';
import styles from './bike-choice.module.css';

/**
 * The colour and size pickers as a GET form to this page: a pick made before hydration leads to the
 * address with it at once (`data-navigate-on-change`, the host's early-events script), and without
 * JavaScript 'Elegir' sends it. The way back travels with it, when it is a safe one. Hydrated, a pick changes the address in place.
 */
export function BikeChoiceForm({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const back = safeReturnPath(searchParams.get('back'));
  return (
    <form method="get" className={styles.choices} data-navigate-on-change="">
      {back && <input type="hidden" name="back" value={back} />}
      {children}
      <button type="submit" className={styles.withoutScripts}>
        Elegir
      </button>
    </form>
  );
}
