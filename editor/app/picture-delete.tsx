/**
 * Deleting a picture uploaded from the staff area, from the picture field that shows it: asked first
 * (Keep it has the focus, so a second Enter deletes nothing), then the server deletes it unless a revision
 * shows it (the draft, the published site or an older one), and the refusal is shown beside the button in its
 * words. Deleted, the field is emptied and the focus goes to the picture list. Every outcome is also said in the
 * editor's status region (`announce`). The repository's pictures offer no button (a developer removes those).
 */
import { useState } from 'react';
import type { Page } from '../../content/types.ts';
import { focusSoon } from './focus.ts';
import type { EditorFormContext } from './form-context.ts';

/** How many times the content's pages name `src`: the field itself is one. */
const timesShown = (pages: Page[], src: string) => JSON.stringify(pages).split(JSON.stringify(src)).length - 1;

interface Props {
  /** The picture field's id: the buttons' ids are made from it, and `${id}__choose` is its list. */
  id: string;
  src: string;
  context: EditorFormContext;
  /** Empties the field once the picture is gone. */
  onDeleted: () => void;
}

export function DeletePicture({ id, src, context, onDeleted }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const name = src.replace(/^\/images\//, '');
  const ids = { ask: `${id}__delete`, keep: `${id}__keep`, question: `${id}__delete-question`, why: `${id}__refused` };

  const refuse = (reason: string) => {
    setRefusal(reason);
    setAsking(false);
    context.announce(`${name} was not deleted. ${reason}`);
    focusSoon(ids.ask);
  };
  const remove = async () => {
    // Another place in the unsaved pages would be left showing a picture that is gone.
    if (timesShown(context.content().pages, src) > 1)
      return refuse(
        `${src} cannot be deleted: another place in the pages, not saved yet, shows it too. Take it out there first.`,
      );
    setBusy(true);
    try {
      await context.deletePicture(src);
      onDeleted();
      context.announce(`Deleted the picture ${name}. This field has no picture now: choose or upload one.`);
      focusSoon(`${id}__choose`);
    } catch (error) {
      refuse((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (asking)
    return (
      <fieldset className="picker-confirm" aria-labelledby={ids.question}>
        <p id={ids.question}>
          Delete the uploaded picture {name} for good? No page can show it after, and it cannot be brought back.
        </p>
        <div className="dialog-actions">
          <button type="button" disabled={busy} onClick={() => void remove()}>
            Delete {name}
          </button>
          <button
            type="button"
            id={ids.keep}
            disabled={busy}
            onClick={() => {
              setAsking(false);
              focusSoon(ids.ask);
            }}
          >
            Keep it
          </button>
        </div>
      </fieldset>
    );
  return (
    <div className="picker-row">
      <button
        type="button"
        id={ids.ask}
        aria-describedby={refusal ? ids.why : undefined}
        onClick={() => {
          setRefusal('');
          setAsking(true);
          focusSoon(ids.keep);
        }}
      >
        Delete this uploaded picture…
      </button>
      {refusal && (
        <p className="field-problem" id={ids.why}>
          {refusal}
        </p>
      )}
    </div>
  );
}
