// The state a page served for a plain form post (no JavaScript) shows its form in: the server's
// renderer provides it (schema/api/form-page.ts), the browser reads the same state from the page
// before hydrating, and the form block whose endpoint it names starts in it.
// The browser reads it here, in the forms' own chunk, not in the entry: every page loads the entry,
// and the home page's first-load JavaScript has no room to spare.
import { createContext, useContext, useEffect, useState } from 'react';
import { ENDPOINTS } from '../../../schema/api/endpoints.ts';
import { SERVED_FORM_STATE_ID, type ServedFormState } from '../../../schema/api/form-page.ts';

/** Provided by the server's renderer (entry-server.tsx); in the browser the page's embedded state stands in. */
export const ServedFormStateContext = createContext<ServedFormState | undefined>(undefined);

let embedded: ServedFormState | null | undefined;

/** The state embedded in the page (read once, so it stays the same object), if any. */
function embeddedState(): ServedFormState | undefined {
  if (embedded === undefined) {
    const json = typeof document === 'undefined' ? null : document.getElementById(SERVED_FORM_STATE_ID)?.textContent;
    embedded = json ? (JSON.parse(json) as ServedFormState) : null;
  }
  return embedded ?? undefined;
}

/** States a form has started in: leaving the page and coming back brings a fresh form, not the old answer. */
const shown = new WeakSet<ServedFormState>();

/**
 * Makes a block's form state once (like useState), seeded with the served state when that is for
 * the form's endpoint and has not been shown yet.
 */
export function useServedStart<Made>(
  create: () => Made,
  endpointOf: (made: Made) => string,
  seed: (made: Made, served: ServedFormState) => void,
): Made {
  const served = useContext(ServedFormStateContext) ?? embeddedState();
  const [start] = useState(() => {
    const made = create();
    const mine = served && ENDPOINTS[served.form] === endpointOf(made) ? served : undefined;
    if (mine && !shown.has(mine)) seed(made, mine);
    return { made, mine };
  });
  useEffect(() => {
    if (start.mine) shown.add(start.mine);
  }, [start]);
  return start.made;
}
