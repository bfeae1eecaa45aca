import { useEffect } from 'react';
import { useLocation } from '@shop/shared/router';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Every route change starts at the top of the page; the browser's own restoration is off. */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: scrollBehavior() });
  }, [pathname]);

  return null;
}
