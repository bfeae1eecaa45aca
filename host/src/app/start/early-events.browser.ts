import { nextCatalogAddress, type QueryChanges } from '@shop/shared/catalog/query-writer';
import { clearTaken, clearTakenOnReturn, leavingLink, markTaken, submittedBy } from './taken-taps';

// Bundled on its own and inlined first in <head> of the pages the host's server renders. Until the app takes the
// page over, the server's HTML only looks alive: React has no handler on it yet. This keeps what a visitor does in
// that time (event replay, as Angular's and Google's jsaction do):
// - a GET form (the catalogue's filters and search, a product's colour and size) goes to its address at once: on
//   submit, and on a change of a box, a radio or a select when it says `data-navigate-on-change`; a second tap on
//   a chosen radio that says `data-second-tap-clears` clears it. The address is written by the app's own writer
//   (query-writer), so it is the one the app writes byte for byte.
// - a submit of a form marked `data-replay-submit` (sign-in, registration) is held and sent once the app has
//   hydrated; if the app's scripts fail, or do not start within 10 s, the form is sent natively.
// - a click on a button that only scripts can handle (`type="button"`) is held and clicked again then; a button
//   that opens a popover (`popovertarget`, the catalogue's 'Filtros') is the browser's and works at once.
// Links and other forms need nothing: the browser follows them. Whatever the tap, the control shows at once that
// it was taken (taken-taps.ts) until its action runs: the next page, or the replay. Once the host calls handOver(),
// just before hydrating, React answers new events itself; replay() then runs what was held, each event once.
// index.html calls it with what leads to an address (location.assign).

const NATIVE_AFTER_MS = 10_000;

/** Inputs that are buttons: what the form sends under their name is the submitter's business. */
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset', 'image']);

/** An action held until hydration, and the control that shows it was taken. */
type Held = ({ form: HTMLFormElement; submitter: HTMLElement | null } | { button: HTMLButtonElement }) & {
  taken: Element;
};

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The controls of a GET form that ask to go to their address as soon as they change. */
function navigatingControl(target: EventTarget | null): FormControl | null {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return null;
  const form = target.form;
  if (!form || !form.hasAttribute('data-navigate-on-change') || form.getAttribute('method') !== 'get') return null;
  const picked = target instanceof HTMLSelectElement || target.type === 'checkbox' || target.type === 'radio';
  return picked ? target : null;
}

/** What the form holds under each of the names given: its values comma-joined, '' for none (a box unticked). */
function formChanges(form: HTMLFormElement, names: readonly string[], submitter?: HTMLElement | null): QueryChanges {
  const data = new FormData(form, submitter);
  const values = (name: string) => data.getAll(name).filter((value) => typeof value === 'string');
  return Object.fromEntries(names.map((name) => [name, values(name).join(',')]));
}

/** The names of a form's fields (not its buttons), each once, in the form's order. */
function fieldNames(form: HTMLFormElement): string[] {
  const names = [...form.elements].flatMap((element) => {
    const field = element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
    const input = element instanceof HTMLInputElement && !BUTTON_INPUTS.has(element.type);
    return (field || input) && element.name ? [element.name] : [];
  });
  return [...new Set(names)];
}

/** Where a GET form leads after the changes: from the address shown when the form is this page's. */
function addressAfter(form: HTMLFormElement, changes: QueryChanges): string {
  const path = form.getAttribute('action') || window.location.pathname;
  const base = new URLSearchParams(path === window.location.pathname ? window.location.search : '');
  return nextCatalogAddress(path, base, changes);
}

export function earlyEvents(navigate: (address: string) => void): void {
  let held: Held[] = [];
  let failed = false;

  function stop(event: Event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  function sendNatively(form: HTMLFormElement) {
    if (form.isConnected) HTMLFormElement.prototype.submit.call(form);
  }

  function fail() {
    failed = true;
    const forms = held.flatMap((entry) => ('form' in entry ? [entry.form] : []));
    // A held button will not be clicked again: it stops saying it was taken.
    held.forEach((entry) => 'button' in entry && clearTaken(entry.taken));
    held = [];
    forms.forEach(sendNatively);
  }

  function onSubmit(event: SubmitEvent) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const taken = submittedBy(form, event.submitter);
    markTaken(taken);
    if (form.getAttribute('method') === 'get') {
      stop(event);
      navigate(addressAfter(form, formChanges(form, fieldNames(form), event.submitter)));
      return;
    }
    if (failed || !form.hasAttribute('data-replay-submit')) return;
    stop(event);
    if (held.some((entry) => 'form' in entry && entry.form === form)) return;
    held.push({ form, submitter: event.submitter, taken });
    setTimeout(() => {
      if (held.length > 0) fail();
    }, NATIVE_AFTER_MS);
  }

  function onChange(event: Event) {
    const control = navigatingControl(event.target);
    if (!control?.form) return;
    event.stopImmediatePropagation();
    markTaken(control);
    navigate(addressAfter(control.form, formChanges(control.form, [control.name])));
  }

  /** The radio the page was rendered with (the address's choice) tapped again: no change follows, the choice goes. */
  function clearChosen(event: MouseEvent): boolean {
    const control = navigatingControl(event.target);
    if (!(control instanceof HTMLInputElement) || !control.form || control.type !== 'radio') return false;
    if (!control.hasAttribute('data-second-tap-clears') || !control.defaultChecked) return false;
    stop(event);
    markTaken(control);
    navigate(addressAfter(control.form, { [control.name]: '' }));
    return true;
  }

  function onClick(event: MouseEvent) {
    if (clearChosen(event)) return;
    markTaken(leavingLink(event));
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (failed || !button || button.type !== 'button' || button.disabled || button.hasAttribute('popovertarget'))
      return;
    stop(event);
    markTaken(button);
    held.push({ button, taken: button });
  }

  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('change', onChange, true);
  document.addEventListener('click', onClick, true);
  clearTakenOnReturn();

  window.__earlyEvents = {
    fail,
    handOver() {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('change', onChange, true);
      document.removeEventListener('click', onClick, true);
    },
    replay() {
      const entries = held;
      held = [];
      for (const entry of entries) {
        clearTaken(entry.taken);
        if ('button' in entry) {
          if (entry.button.isConnected && !entry.button.disabled) entry.button.click();
        } else if (entry.form.isConnected) {
          const submitter = entry.submitter?.isConnected ? entry.submitter : undefined;
          entry.form.requestSubmit(submitter);
        }
      }
    },
  };
}
