// What the early-events script shows of a tap it took before hydration: the control looks pressed and says it is
// busy (tokens.css styles `data-tap-taken`) until its action runs, so a shopper on a slow phone sees the tap landed.

const TAKEN = 'data-tap-taken';

/** Marks the control a tap was taken on. */
export function markTaken(element: Element | null | undefined): void {
  if (!element || element.hasAttribute(TAKEN)) return;
  element.setAttribute(TAKEN, '');
  element.setAttribute('aria-busy', 'true');
}

/** Its action runs: the control is itself again. */
export function clearTaken(element: Element | null | undefined): void {
  if (!element?.hasAttribute(TAKEN)) return;
  element.removeAttribute(TAKEN);
  element.removeAttribute('aria-busy');
}

/** A page the browser brings back from its cache (back, forward) has no tap left pending. */
export function clearTakenOnReturn(): void {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) document.querySelectorAll(`[${TAKEN}]`).forEach(clearTaken);
  });
}

/** The link a click follows to another page in this tab (not a fragment of this one, a new tab or a download). */
export function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link?.href || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  const to = new URL(link.href);
  const samePage = to.origin === location.origin && to.pathname === location.pathname && to.search === location.search;
  return samePage ? null : link;
}

/** What a form was sent with: its button, else the field Enter was pressed in, else the form. */
export function submittedBy(form: HTMLFormElement, submitter: HTMLElement | null): Element {
  const focused = document.activeElement;
  return submitter ?? (focused && form.contains(focused) ? focused : form);
}
