// Replying to an item from its page: she writes her words here and they go out by e-mail through the
// site's outbox, in the sender's language between the greeting and closing shown around the box (the
// server's, so she sees what is sent). For a sender with an Indian mobile number, "Reply on WhatsApp"
// opens a chat that starts with a greeting in their language; choosing it is logged.
import { type FormEvent, useState } from 'react';
import { languageNameInEnglish } from '../../../schema/api/languages.ts';
import { INBOX_API, type InboxItemView } from '../../../schema/api/staff-inbox.ts';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { call, noticeOf } from '../api.ts';
import { Button, Card, Facts, Muted } from '../ui.tsx';

type Say = (notice: { text: string; error: boolean }) => void;

/** The words the server refuses too, said before asking it. */
export const REPLY_EMPTY = 'Please write the reply.';

export function ReplyForm({ item, onSent, onNotice }: { item: InboxItemView; onSent: () => void; onNotice: Say }) {
  const { reply } = item;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const language = languageNameInEnglish(reply.language);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(REPLY_EMPTY);
      return;
    }
    setError(undefined);
    setSending(true);
    const answer = await call('POST', INBOX_API.reply(item.id), { text });
    setSending(false);
    onNotice(noticeOf(answer));
    if (answer.ok) {
      setText('');
      onSent();
    }
  }

  // The link opens WhatsApp on its own; the log is written beside it, as the click happens.
  async function whatsappChosen() {
    const answer = await call('POST', INBOX_API.whatsapp(item.id));
    onNotice(noticeOf(answer));
    if (answer.ok) onSent();
  }

  return (
    <Card aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply</h2>
      <Facts>
        <dt>To</dt>
        <dd>{reply.to.join(', ')}</dd>
        <dt>Subject</dt>
        <dd lang={reply.language}>{reply.subject}</dd>
        <dt>Language</dt>
        <dd>{language}, the sender's</dd>
      </Facts>
      <form onSubmit={send} noValidate aria-describedby="reply-frame">
        <p lang={reply.language}>{reply.greeting}</p>
        <Field
          formId="reply"
          name="text"
          label="Your reply"
          kind="textarea"
          hint={`Write it in ${language} if you can. It is sent from the site's address; their answer reaches the team.`}
          error={error}
          value={text}
          onValue={setText}
        />
        <p lang={reply.language} id="reply-frame" style={{ whiteSpace: 'pre-line' }}>
          {`${reply.closing}\n${reply.signature}`}
        </p>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send the reply'}
        </Button>
      </form>
      {reply.whatsapp && (
        <p>
          <a href={reply.whatsapp} target="_blank" rel="noopener noreferrer" onClick={whatsappChosen}>
            Reply on WhatsApp
          </a>{' '}
          <Muted as="span">(a chat with their mobile number, starting with a greeting in {language})</Muted>
        </p>
      )}
    </Card>
  );
}
