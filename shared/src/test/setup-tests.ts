import '@testing-library/jest-dom/jest-globals';
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { configure } from '@testing-library/react';
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

// jsdom has no popover API (a `popovertarget` does nothing there): hiding a popover that is not shown does
// nothing, as in a browser.
if (typeof HTMLElement !== 'undefined' && !('hidePopover' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'hidePopover', {
    value: () => undefined,
    writable: true,
    configurable: true,
  });
}

// jest-fixed-jsdom puts Node's FormData in place of jsdom's (for MSW), and Node's cannot read a <form>.
// Browsers' can, and React reads one when a form's submit starts a transition: read its fields as they do.
if (typeof HTMLFormElement !== 'undefined') {
  const NodeFormData = globalThis.FormData;
  class FormDataOfForm extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      for (const field of form?.elements ?? []) {
        if (!('name' in field) || !field.name || ('disabled' in field && field.disabled)) continue;
        if (field instanceof HTMLSelectElement) {
          for (const option of field.selectedOptions) this.append(field.name, option.value);
        } else if (field instanceof HTMLTextAreaElement) {
          this.append(field.name, field.value);
        } else if (
          field instanceof HTMLButtonElement ||
          (field instanceof HTMLInputElement && field.type === 'submit')
        ) {
          if (field === submitter) this.append(field.name, field.value);
        } else if (
          field instanceof HTMLInputElement &&
          (field.checked || !['checkbox', 'radio'].includes(field.type))
        ) {
          this.append(field.name, field.value);
        }
      }
    }
  }
  globalThis.FormData = FormDataOfForm;
}

// findBy* and waitFor wait up to 1 s by default: a whole catalogue's role queries take longer than that on a
// busy 2-core machine. A tolerance, not a target: nothing here is timed.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Server-render tests run in Node, without a window.
  if (typeof window !== 'undefined') window.localStorage.clear();
});
afterAll(() => server.close());
