/**
 * Where the keyboard focus goes after a change that re-draws what had it: a list entry moved or
 * removed, an entry added, a problem shown. The form draws its new state a frame or two after the click, so
 * the target is looked for on the next frames until it is there and can take the focus; without this the
 * focus fell to <body>, and a keyboard or screen reader user had to start again from the top of the page.
 */

type Target = string | (() => HTMLElement | null | undefined);

const FIELD = 'input:not([type="hidden"]), textarea, select, button';
const TRIES = 12;

const find = (target: Target) => (typeof target === 'string' ? document.getElementById(target) : target());

/** The element itself when it takes the focus, else the first field inside it (a fieldset, a list entry). */
export function focusable(element: HTMLElement | null | undefined): HTMLElement | undefined {
  if (!element) return undefined;
  if (element.matches(FIELD)) return (element as HTMLButtonElement).disabled ? undefined : element;
  return (
    [...element.querySelectorAll<HTMLElement>(FIELD)].find((field) => !(field as HTMLButtonElement).disabled) ??
    (element.tabIndex >= 0 || element.hasAttribute('tabindex') ? element : undefined)
  );
}

/** Focuses the first of `targets` that is there and enabled, as soon as one is; scrolls it into view. */
export function focusSoon(...targets: Target[]): void {
  let tries = 0;
  const attempt = () => {
    for (const target of targets) {
      const element = focusable(find(target));
      if (element) {
        element.focus({ preventScroll: true });
        element.scrollIntoView?.({ block: 'center', behavior: 'auto' });
        return;
      }
    }
    if (++tries < TRIES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** The id the form gives the field at `path` inside a form made with `idPrefix` ("section_buttons_1_href"). */
export const fieldId = (idPrefix: string, path: readonly (string | number)[]) =>
  [idPrefix, ...path.map(String)].join('_');
