/** Saving, undo and redo, what the checker says, and the warning when pages.json changed on disk. */
import type { FieldProblem } from './api.ts';
import type { useEditorState } from './editor-state.ts';

type State = ReturnType<typeof useEditorState>;

/** "pages.json was", "translations/hi.json was", "pages.json and translations/hi.json were". */
const filesWere = (files: string[]) => `${files.join(' and ')} ${files.length > 1 ? 'were' : 'was'}`;

function status(state: State, errors: number): string {
  if (state.saveState === 'saving') return 'Saving…';
  if (state.saveState === 'refused')
    return `Not saved: ${errors} ${errors === 1 ? 'error remains' : 'errors remain'}. Fix ${errors === 1 ? 'it' : 'them'} first (listed under the form and on their fields).`;
  if (state.saveState === 'conflict')
    return `Not saved: ${filesWere(state.changedOnDisk.length ? state.changedOnDisk : ['pages.json'])} changed on disk. Choose below.`;
  if (state.saveState === 'saved' && !state.unsaved) return 'Saved to pages.json.';
  if (state.checking) return 'Checking…';
  if (errors > 0) return `${errors} ${errors === 1 ? 'error' : 'errors'} to fix before saving.`;
  return state.unsaved ? 'Unsaved changes.' : 'No changes yet.';
}

export function SaveBar({ state }: { state: State }) {
  const errors = state.problems.filter((problem) => problem.severity === 'error').length;
  const history = state.history;
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
        onClick={() => void state.save()}
        disabled={state.saveState === 'saving'}
      >
        Save
      </button>
      <p className="status" role="status">
        {status(state, errors)}
      </p>
      {state.changedOnDisk.length > 0 && (
        <div className="conflict" role="alert">
          <p>
            {filesWere(state.changedOnDisk)} changed on disk since the editor loaded it (in a text editor, perhaps).
            Saving now would replace that change.
          </p>
          <button type="button" onClick={() => void state.reload()}>
            Load the version on disk (drops the changes made here)
          </button>
          <button type="button" onClick={() => void state.save(true)}>
            Save mine over it
          </button>
        </div>
      )}
    </div>
  );
}

export function ProblemList({
  problems,
  onGo,
}: {
  problems: FieldProblem[];
  onGo: (page: number, section: number) => void;
}) {
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="problems-heading" className="panel problems">
      <h2 id="problems-heading">What the checker says ({problems.length})</h2>
      <ul>
        {problems.map((problem, index) => {
          const [root, page, list, section] = problem.path;
          const target =
            root === 'pages' && typeof page === 'number'
              ? [page, list === 'blocks' && typeof section === 'number' ? section : 0]
              : undefined;
          return (
            <li key={index} className={problem.severity}>
              <strong>{problem.severity === 'error' ? 'Error' : 'Warning'}</strong> {problem.where}: {problem.message}{' '}
              {target && (
                <button type="button" className="small" onClick={() => onGo(target[0], target[1])}>
                  Show
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
