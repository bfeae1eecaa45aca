import { createContext, useContext, useEffect } from 'react';

/** Tells the layout whether the page's remote section is down (shown as the fallback). */
export const UnavailableSectionContext = createContext<(unavailable: boolean) => void>(() => undefined);

/** Reports the fallback's presence: the layout then frames the page itself (the admin's own frame is gone). */
export function useReportUnavailableSection() {
  const report = useContext(UnavailableSectionContext);
  useEffect(() => {
    report(true);
    return () => report(false);
  }, [report]);
}
