// Pages › Edit pages, for editors and admins (and `npm run edit`'s local admin, on the same server): the section
// editor (editor/app), working on the server's draft through its one backend (staff-editor-backend.ts). Saving
// makes a new draft revision; publishing, the preview on the site and the history stay on the Pages page.
// Loaded only when opened (staff-app.tsx). The editor's own styles (editor.css, which styles plain elements: body,
// button, label, input) are put in the page while it is open and taken out when it closes, so they never restyle
// the rest of the staff area.
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { Link } from 'wouter';
import { BackendContext } from '../../../editor/app/backend.ts';
import { EditorApp } from '../../../editor/app/editor-app.tsx';
import editorCss from '../../../editor/app/editor.css?inline';
import { useSession } from '../session-store.ts';
import { staffEditorBackend } from './staff-editor-backend.ts';

export default function EditPagesPage() {
  // Only an admin changes the settings that decide where personal data goes; for anyone else they are read-only.
  const role = useSession((state) => (state.session.status === 'signed-in' ? state.session.me.staff.role : undefined));
  const backend = useMemo(() => staffEditorBackend({ notAdmin: role !== 'admin' }), [role]);
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.editorStyles = '';
    style.textContent = editorCss;
    document.head.append(style);
    return () => style.remove();
  }, []);
  useEffect(() => {
    document.title = `Edit pages - Staff area - ${import.meta.env.VITE_ORGANISATION ?? ''}`;
  }, []);
  return (
    <div className="staff-section-editor">
      <p>
        <Link href="/pages">Back to Pages</Link> (to preview the saved draft on the site, publish it, or roll back)
      </p>
      <BackendContext value={backend}>
        <EditorApp inside />
      </BackendContext>
    </div>
  );
}
