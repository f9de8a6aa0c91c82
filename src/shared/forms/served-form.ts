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

/** States a form has started in: leaving the page and coming back brings a fresh form, not the old answer. */
const shown = new WeakSet<ServedFormState>();

let embedded: { json: string; state: ServedFormState } | undefined;

/** The state embedded in the page, if any (parsed once per text, so it stays the same object). */
function embeddedState(): ServedFormState | undefined {
  const json = typeof document === 'undefined' ? undefined : document.getElementById(SERVED_FORM_STATE_ID)?.textContent;
  if (!json) return undefined;
  if (embedded?.json !== json) embedded = { json, state: JSON.parse(json) as ServedFormState };
  return embedded.state;
}

/**
 * Makes a block's form state once (like useState): `create` gets the page's served state, if it has one
 * not shown yet, and starts in it when it is for its endpoint (`endpointOf`).
 */
export function useServedStart<Made>(
  create: (served?: ServedFormState) => Made,
  endpointOf: (made: Made) => string,
): Made {
  const served = useContext(ServedFormStateContext) ?? embeddedState();
  const [made] = useState(() => create(served && !shown.has(served) ? served : undefined));
  const endpoint = endpointOf(made);
  useEffect(() => {
    if (served && ENDPOINTS[served.form] === endpoint) shown.add(served);
  }, [served, endpoint]);
  return made;
}
