/**
 * In the save bar: where the autosave stands (kept on this account and when, being kept, or why it could not
 * be: never silent), and the choice about a working copy that started from an older version than the one
 * loaded (someone else saved meanwhile): keep it (saving then meets the usual conflict check) or discard it.
 */
import type { EditorBackend } from './backend.ts';
import type { useEditorState } from './editor-state.ts';
import { type AutosaveState, keptAt } from './use-autosave.ts';

type State = ReturnType<typeof useEditorState>;
type Words = Pick<EditorBackend, 'contentName' | 'changedElsewhere'>;

export function AutosaveStatus({ status, contentName }: { status: AutosaveState; contentName: string }) {
  if (status.state === 'saving') return <p className="autosave">Saving on this account…</p>;
  if (status.state === 'saved')
    return <p className="autosave">Saved on this account {keptAt(status.at)}. Only you see it until you press Save.</p>;
  if (status.state === 'failed')
    return (
      <p className="autosave" role="alert">
        Not saved on this account: {status.message} Your changes are still on this screen; Save puts them in{' '}
        {contentName}.
      </p>
    );
  return null;
}

export function WorkingCopyOffer({ state, words }: { state: State; words: Words }) {
  const offer = state.offer;
  if (!offer) return null;
  return (
    <div className="conflict" role="alert">
      <p>
        Your unsaved work from {keptAt(offer.updatedAt)} is kept on this account, but since you began it{' '}
        {words.contentName} was {words.changedElsewhere}. Keep your copy to go on with it (when you save, the editor
        says so again and lets you choose), or discard it to work on {words.contentName} as it is now.
      </p>
      <button type="button" onClick={state.keepCopy}>
        Keep my copy
      </button>
      <button type="button" onClick={() => void state.discardCopy()}>
        Discard my copy
      </button>
      {state.offerError && <p>Not discarded: {state.offerError}</p>}
    </div>
  );
}
