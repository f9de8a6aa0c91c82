// "Back to the inbox" that never drops a note silently: with a note written and not saved, it asks
// first (save it and go back, or go back without it), and closing or reloading the tab makes the
// browser ask too.
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Actions, Button, NoticeFocus } from '../ui.tsx';

export function BackToInbox({ unsavedNote, onSaveNote }: { unsavedNote: string; onSaveNote: () => Promise<boolean> }) {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) question.current?.focus();
  }, [asking]);
  const unsaved = unsavedNote.trim() !== '';
  useEffect(() => {
    if (!unsaved) {
      setAsking(false);
      return;
    }
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const back = (event: MouseEvent) => {
    if (!unsaved) return;
    event.preventDefault();
    setAsking(true);
  };
  return (
    <>
      <p>
        <Link href="/inbox" onClick={back}>
          Back to the inbox
        </Link>
      </p>
      {asking && (
        <NoticeFocus role="alert" ref={question}>
          <p>
            <strong>Your note is not saved yet.</strong> Save it before you go back, or leave it out.
          </p>
          <Actions>
            <Button type="button" onClick={async () => (await onSaveNote()) && navigate('/inbox')}>
              Save the note and go back
            </Button>
            <Button type="button" $tone="plain" onClick={() => navigate('/inbox')}>
              Go back without the note
            </Button>
          </Actions>
        </NoticeFocus>
      )}
    </>
  );
}
