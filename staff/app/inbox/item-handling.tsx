// How staff handle an item: its status and who looks after it (saved together), internal notes
// (kept with the item, erased with it) and the history of who changed what. A note being written is
// saved by "Add the note" or with the status by "Save"; the page (item-page.tsx) holds it, so leaving
// with it unsaved is warned about.
import { type FormEvent, useEffect, useState } from 'react';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import {
  INBOX_API,
  INBOX_STATUSES,
  type InboxItemView,
  type InboxOptions,
  type InboxStatus,
  STATUS_LABELS,
} from '../../../schema/api/staff-inbox.ts';
import { type Answer, call, noticeOf } from '../api.ts';
import { Button, Card, formatTime, Muted } from '../ui.tsx';

type Say = (notice: { text: string; error: boolean }) => void;

export function ItemHandling({
  item,
  options,
  note,
  setNote,
  onChanged,
  onNotice,
}: {
  item: InboxItemView;
  options: InboxOptions | undefined;
  /** The note being written, not yet saved. */
  note: string;
  setNote: (note: string) => void;
  onChanged: () => void;
  onNotice: Say;
}) {
  const [status, setStatus] = useState<string>(item.status);
  const [assignee, setAssignee] = useState(item.assignee?.value ?? '');
  // Follows the stored values when they change (a reply marks it in progress), not on every reload:
  // a choice being made is kept.
  const storedAssignee = item.assignee?.value ?? '';
  useEffect(() => setStatus(item.status), [item.status]);
  useEffect(() => setAssignee(storedAssignee), [storedAssignee]);

  /** Says how a change went; the item is loaded again after one that was made. */
  const act = async (sent: Promise<Answer<unknown>>) => {
    const answer = await sent;
    onNotice(noticeOf(answer));
    if (answer.ok) onChanged();
    return answer.ok;
  };
  /** Saves the status and assignee, and the note being written with them. */
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changed = await call('PATCH', INBOX_API.item(item.id), {
      status: status as InboxStatus,
      assignee: assignee || null,
    });
    if (!changed.ok || !note.trim()) {
      await act(Promise.resolve(changed));
      return;
    }
    const added = await call('POST', INBOX_API.notes(item.id), { text: note });
    if (added.ok) setNote('');
    onNotice(added.ok ? { text: `${changed.message} ${added.message}`, error: false } : noticeOf(added));
    onChanged();
  };
  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (await act(call('POST', INBOX_API.notes(item.id), { text: note }))) setNote('');
  };

  return (
    <>
      <Card aria-labelledby="handling-heading">
        <h2 id="handling-heading">Status and who looks after it</h2>
        <form onSubmit={save} noValidate>
          <Field
            formId="handling"
            name="status"
            label="Status"
            kind="select"
            placeholder="Choose a status"
            options={INBOX_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            value={status}
            onValue={setStatus}
          />
          <Field
            formId="handling"
            name="assignee"
            label="Assigned to"
            kind="select"
            placeholder="No one"
            options={options?.assignees ?? []}
            value={assignee}
            onValue={setAssignee}
          />
          <Button type="submit">Save</Button>
          {note.trim() && <Muted>Save also adds the note you are writing below.</Muted>}
        </form>
      </Card>
      <Card aria-labelledby="notes-heading">
        <h2 id="notes-heading">Internal notes</h2>
        <Muted>Only staff see these. They are erased with the item.</Muted>
        {item.notes.length > 0 && (
          <ul>
            {item.notes.map((one, index) => (
              <li key={index} style={{ whiteSpace: 'pre-wrap' }}>
                <strong>{one.author}</strong>, <time dateTime={one.at}>{formatTime(one.at)}</time>: {one.text}
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={addNote} noValidate>
          <Field formId="note" name="note" label="New note" kind="textarea" value={note} onValue={setNote} />
          <Button type="submit" $tone="plain">
            Add the note
          </Button>
        </form>
      </Card>
      <Card aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {item.history.length === 0 ? (
          <Muted>No changes yet.</Muted>
        ) : (
          <ul>
            {item.history.map((change, index) => (
              <li key={index}>
                <time dateTime={change.at}>{formatTime(change.at)}</time>: {change.actor} {change.what}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
