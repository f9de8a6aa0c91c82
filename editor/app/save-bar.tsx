/**
 * Undo, Redo and Save, with what the editor is doing and what stops a save, kept in view at the top of the
 * window; Ctrl+S (Cmd+S on a Mac) saves as in any editor. A change saved elsewhere meanwhile is shown
 * here with the two ways on, and so is the autosave (working-copy-status.tsx).
 */
import { useEffect } from 'react';
import type { EditorBackend } from './backend.ts';
import type { useEditorState } from './editor-state.ts';
import { AutosaveStatus, WorkingCopyOffer } from './working-copy-status.tsx';

type State = ReturnType<typeof useEditorState>;

/** "pages.json was", "translations/hi.json was", "pages.json and translations/hi.json were". */
const filesWere = (files: string[]) => `${files.join(' and ')} ${files.length > 1 ? 'were' : 'was'}`;

function status(state: State, errors: number, contentName: string, changedElsewhere: string): string {
  const them = errors === 1 ? 'it' : 'them';
  if (state.saveState === 'saving') return 'Saving…';
  if (state.saveState === 'failed') return `Not saved: ${state.saveError} Your changes are still here.`;
  if (state.saveState === 'refused' && errors > 0)
    return `Not saved: ${errors} ${errors === 1 ? 'error remains' : 'errors remain'}. Fix ${them} first (each is on its field and in the list at the bottom, with Show), or Undo the change that caused ${them}.`;
  if (state.saveState === 'conflict')
    return `Not saved: ${filesWere(state.changedOnDisk.length ? state.changedOnDisk : [contentName])} ${changedElsewhere}. Choose below.`;
  if (state.saveState === 'saved' && !state.unsaved) return `Saved to ${contentName}.`;
  if (state.checking) return 'Checking…';
  if (errors > 0)
    return `${errors} ${errors === 1 ? 'error' : 'errors'} to fix before saving (the list at the bottom shows where), or Undo.`;
  return state.unsaved ? 'Unsaved changes.' : 'No changes yet.';
}

type Words = Pick<EditorBackend, 'contentName' | 'changedElsewhere' | 'changedBy' | 'loadSaved'>;

export function SaveBar({ state, words }: { state: State; words: Words }) {
  const { contentName, changedElsewhere } = words;
  const errors = state.problems.filter((problem) => problem.severity === 'error').length;
  const history = state.history;
  const { save } = state;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
  return (
    <div className="save-bar">
      <button type="button" onClick={state.undo} disabled={!history?.past.length}>
        Undo
      </button>
      <button type="button" onClick={state.redo} disabled={!history?.future.length}>
        Redo
      </button>
      <button
        type="button"
        className="primary"
        onClick={() => void save()}
        disabled={state.saveState === 'saving'}
        aria-keyshortcuts="Control+S"
      >
        Save
      </button>
      <p className="status" role="status">
        {status(state, errors, contentName, changedElsewhere)}
      </p>
      <AutosaveStatus status={state.autosave} contentName={contentName} />
      <WorkingCopyOffer state={state} words={words} />
      {state.changedOnDisk.length > 0 && (
        <div className="conflict" role="alert">
          <p>
            {filesWere(state.changedOnDisk)} {changedElsewhere} since the editor loaded it ({words.changedBy}). Saving
            now would replace that change.
          </p>
          <button type="button" onClick={() => void state.reload()}>
            {words.loadSaved} (drops the changes made here)
          </button>
          <button type="button" onClick={() => void save(true)}>
            Save mine over it
          </button>
        </div>
      )}
    </div>
  );
}
