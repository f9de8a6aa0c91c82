/** The section editor's page (editor/index.html), served by `npm run edit` only. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageBackend } from './api.ts';
import { BackendContext } from './backend.ts';
import { EditorApp } from './editor-app.tsx';
import './editor.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BackendContext value={pageBackend()}>
      <EditorApp />
    </BackendContext>
  </StrictMode>,
);
