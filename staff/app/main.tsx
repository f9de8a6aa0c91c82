import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { Router } from 'wouter';
import { GlobalStyle } from '../../src/shared/theme/global-style.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { StaffApp } from './staff-app.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Router base="/staff">
          <StaffApp />
        </Router>
      </ThemeProvider>
    </StrictMode>,
  );
}
