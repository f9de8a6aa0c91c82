/**
 * Wakes the page's islands: each is hydrated when first touched (focus, pointer, key, typing) or, for
 * `data-wake="visible"` ones, when it comes near the screen if that is first, and for `data-wake="idle"` ones
 * (the forms) once the page has loaded and the browser is idle. The React runtime (hydrate-island.tsx) is
 * loaded then, not before. Until an island is hydrated, what the visitor does in it is kept for it: a send
 * (sends-before-wake.ts), what was typed or chosen (typed-before-hydration.ts), a click, and the buttons that
 * wait for a field (button-states-before-wake.ts).
 */
import { blockIslands } from '../../../blocks/islands.ts';
import type { IslandWake } from '../../../content/block-facts.ts';
import { keepButtonStates } from './button-states-before-wake.ts';
import { holdSends } from './sends-before-wake.ts';

const TOUCHES = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/** Runs `start` once, when the island is needed; returns a function that starts it at once (if not yet). */
export function whenNeeded(element: HTMLElement, start: () => void, wake: IslandWake = 'visible'): () => void {
  let started = false;
  // The island's element has display: contents (no box of its own): its children are what can be seen.
  const observer =
    wake !== 'visible' || typeof IntersectionObserver === 'undefined'
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
  if (wake === 'idle') afterLoadWhenIdle(go);
  return go;
}

/**
 * After the load event, when the browser has nothing more urgent (within 2 s at most): the page's first paint,
 * its pictures and its own script come first, and the island's download and hydration fall in the quiet after.
 */
function afterLoadWhenIdle(run: () => void) {
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const wakeOf = (element: HTMLElement): IslandWake =>
  element.dataset.wake === 'touch' || element.dataset.wake === 'idle' ? element.dataset.wake : 'visible';

/**
 * What the visitor did in an island before it woke, to hand to it once hydrated: a click on a button that
 * is not a form's send button (a send is held and made again by sends-before-wake.ts) is clicked again,
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
    // A send held until the island wakes is checked by the island, in the page's language; one posted plainly
    // (the island could not start) is answered by the server in it: never the browser's own bubbles in the
    // browser's language (an English "Please fill out this field." on a Hindi page).
    for (const form of element.querySelectorAll('form')) form.noValidate = true;
    const touches = rememberTouches(element);
    const buttons = keepButtonStates(element);
    const sends = holdSends(element, () => wakeNow());
    const wakeNow = whenNeeded(
      element,
      () => {
        // The block's own chunk is asked for beside the runtime, not after it: the browser then finds the
        // chunks both import at once (on a 400 kbit/s phone each step of the chain costs a round trip of 400 ms).
        const block = (blockIslands as Record<string, (() => Promise<unknown>) | undefined>)[
          element.dataset.island ?? ''
        ];
        Promise.all([import('./hydrate-island.tsx'), block?.()])
          .then(([{ hydrateIsland }]) =>
            hydrateIsland(element, {
              before: () => {
                buttons();
                sends.unmark();
              },
              after: () => {
                touches();
                sends.replay();
                // Hydrated and handed what was done before: what the interaction bench waits for.
                element.dataset.woken = '';
              },
            }),
          )
          .catch((error: unknown) => {
            // The server's HTML stays, and works without the script: a held send, and later ones, post plainly.
            console.error(`The ${element.dataset.island} block could not start:`, error);
            sends.postPlainly();
          });
      },
      wakeOf(element),
    );
  }
}
