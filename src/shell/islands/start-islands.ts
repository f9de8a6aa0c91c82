/**
 * Wakes the page's islands: each is hydrated when first touched (focus, pointer, key, typing) or, for
 * `data-wake="visible"` ones, when it comes near the screen if that is first. The React runtime
 * (hydrate-island.tsx) is loaded then, not before.
 */
const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

export function whenNeeded(element: HTMLElement, start: () => void, wake: 'visible' | 'touch' = 'visible'): void {
  let started = false;
  // The island's element has display: contents (no box of its own): its children are what can be seen.
  const observer =
    wake === 'touch'
      ? undefined
      : typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
            rootMargin: '200px',
          });
  function go() {
    if (started) return;
    started = true;
    observer?.disconnect();
    for (const event of TOUCHES) element.removeEventListener(event, go, true);
    start();
  }
  for (const event of TOUCHES) element.addEventListener(event, go, { capture: true, passive: true });
  if (observer) for (const child of element.children) observer.observe(child);
  else if (wake === 'visible') go();
}

/**
 * What the visitor did in an island before it woke, to hand to it once hydrated: a click on a button that
 * is not a form's send button (that one posts the form plainly, as without JavaScript) is clicked again,
 * and the focused element is told again that it has focus, so React's handlers see both.
 */
function rememberTouches(element: HTMLElement) {
  let clicked: HTMLButtonElement | undefined;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (button && button.type !== 'submit') clicked = button;
  };
  element.addEventListener('click', onClick, true);
  return () => {
    element.removeEventListener('click', onClick, true);
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && element.contains(focused) && focused !== clicked)
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    if (clicked?.isConnected) clicked.click();
  };
}

export function startIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    // A form sent before its island woke posts as without JavaScript, and the server answers with the spec's
    // messages in the page's language, not the browser's own bubbles in the browser's (an English "Please
    // fill out this field." on a Hindi page). Once hydrated, the block's in-page checks take over.
    for (const form of element.querySelectorAll('form')) form.noValidate = true;
    const replay = rememberTouches(element);
    whenNeeded(
      element,
      () => {
        import('./hydrate-island.tsx')
          .then(({ hydrateIsland }) => hydrateIsland(element, replay))
          .catch((error: unknown) => {
            // The server's HTML stays, and works without the script (forms post plainly).
            console.error(`The ${element.dataset.island} block could not start:`, error);
          });
      },
      element.dataset.wake === 'touch' ? 'touch' : 'visible',
    );
  }
}
