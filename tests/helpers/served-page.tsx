// A form block as the server draws it in a served state (schema/api/form-page.ts), then hydrated as the
// browser does it: the state read from the <script type="application/json"> in the page, not from props.
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { vi } from 'vitest';
import { SERVED_FORM_STATE_ID, type ServedFormState } from '../../schema/api/form-page.ts';
import { ServedFormStateContext } from '../../src/shared/forms/served-form.ts';
import { theme } from '../../src/shared/theme/tokens.ts';

const tree = (element: ReactElement, state: ServedFormState | undefined, path: string) => (
  <Router ssrPath={path}>
    <ThemeProvider theme={theme}>
      <ServedFormStateContext value={state}>{element}</ServedFormStateContext>
    </ThemeProvider>
  </Router>
);

/** The server's HTML of `element` with its form in `state` (or as prerendered, without one). */
export const servedHtml = (element: ReactElement, state?: ServedFormState, path = '/') =>
  renderToString(tree(element, state, path));

let mounted: { root: Root; container: HTMLElement; script?: HTMLScriptElement } | undefined;

/**
 * Puts the server's HTML in the document with the embedded state and hydrates it. Returns the container and
 * the console errors hydration reported (a mismatch between server and browser shows there).
 */
export async function serveAndHydrate(element: ReactElement, state?: ServedFormState, path = '/') {
  unmountServed();
  const container = document.createElement('div');
  container.innerHTML = servedHtml(element, state, path);
  document.body.append(container);
  let script: HTMLScriptElement | undefined;
  if (state) {
    script = Object.assign(document.createElement('script'), { type: 'application/json', id: SERVED_FORM_STATE_ID });
    script.textContent = JSON.stringify(state).replace(/</g, '\\u003c');
    document.body.append(script);
  }
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(element, undefined, path), { onRecoverableError: (e) => recoverable.push(e) });
  });
  mounted = { root: root as Root, container, script };
  return { container, hydrationErrors: [...errors.mock.calls, ...recoverable] };
}

/** Unmounts and removes what serveAndHydrate put in the document. */
export function unmountServed() {
  if (!mounted) return;
  const { root, container, script } = mounted;
  act(() => root.unmount());
  container.remove();
  script?.remove();
  mounted = undefined;
}
