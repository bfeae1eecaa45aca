import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { server } from './msw-server';

// jsdom has <dialog> but not its modal behaviour: open and close it, move focus in and turn Escape into
// 'cancel' as a browser does (the page behind is not made inert).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button:not(:disabled), a[href], input:not(:disabled), select, textarea')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (dialog instanceof HTMLDialogElement && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) {
      dialog.close();
    }
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Server-render tests run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());
