/**
 * jsdom has no showModal() or close() on <dialog> (jsdom 29). This stand-in does what a browser does that a
 * block's enhancer relies on: showModal() sets `open` (so the dialog and its content are seen and announced)
 * and focuses the first focusable element inside; close() removes `open` and fires `close` a moment later
 * (a task, as browsers do); Escape on an open modal dialog fires `cancel` and closes it. Focus trapping and the
 * inert page behind are the browser's own and are checked in the browser tests (tests/e2e/keyboard.e2e.ts).
 * Import it in a test file; it changes nothing where the methods exist.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const proto = globalThis.HTMLDialogElement?.prototype as
  | (HTMLDialogElement & { showModal?: () => void; close?: (value?: string) => void })
  | undefined;

if (proto && typeof proto.showModal !== 'function') {
  const open = new Set<HTMLDialogElement>();
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    open.add(this);
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    open.delete(this);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (event) => {
    const dialog = [...open].at(-1);
    if (event.key !== 'Escape' || !dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
