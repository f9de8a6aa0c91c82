// Draws a piece of the staff app as main.tsx does (its theme, a router at a given address) for the
// Testing Library tests of the staff pages; the server is a stubbed fetch (fetch-stub.ts).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { theme } from '../../src/shared/theme/tokens.ts';

export function renderStaff(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook}>{ui}</Router>
    </ThemeProvider>,
  );
  return { ...view, location };
}

/** A JSON answer of the staff API, with the role header a signed-in answer carries. */
export const staffAnswer = (status: number, body: unknown, role?: string) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...(role ? { 'x-staff-role': role } : {}) },
  });
