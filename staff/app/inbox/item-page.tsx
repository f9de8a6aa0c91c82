// One inbox item: every field, the consent its sender gave, the guardian who agreed for an applicant
// under 18, its e-mails; a reply written here (reply-form.tsx); its status, who looks after it, notes and
// history (item-handling.tsx). Opening it is recorded by the server as "viewed by staff".
import { useCallback, useEffect, useState } from 'react';
import { INBOX_API, type InboxItemView, type InboxOptions, STATUS_LABELS } from '../../../schema/api/staff-inbox.ts';
import { call, noticeOf } from '../api.ts';
import { Card, Facts, formatTime, Muted, Notice, PageHeading } from '../ui.tsx';
import { BackToInbox } from './back-to-inbox.tsx';
import { ItemHandling } from './item-handling.tsx';
import { ReplyForm } from './reply-form.tsx';
import { SamePerson } from './same-person.tsx';
import { languageNameInEnglish } from '../../../schema/api/languages.ts';

function Details({ item }: { item: InboxItemView }) {
  return (
    <>
      <Card aria-labelledby="fields-heading">
        <h2 id="fields-heading">What they sent</h2>
        <Facts>
          <dt>Reference</dt>
          <dd>{item.reference}</dd>
          <dt>Received</dt>
          <dd>
            <time dateTime={item.receivedAt}>{formatTime(item.receivedAt)}</time>
          </dd>
          {item.fields.map((field) => (
            <FieldFact key={field.label} label={field.label} value={field.value} freeText={field.freeText} />
          ))}
        </Facts>
        {item.spamReason && <Notice error>Flagged as spam: {item.spamReason}</Notice>}
      </Card>
      <Card aria-labelledby="consent-heading">
        <h2 id="consent-heading">Consent</h2>
        {item.consent ? (
          <Facts>
            <dt>Privacy notice version</dt>
            <dd>{item.consent.noticeVersion ?? 'not recorded'}</dd>
            <dt>Given</dt>
            <dd>{formatTime(item.consent.givenAt, 'not recorded')}</dd>
            <dt>Language of the page</dt>
            <dd>{item.consent.language ? languageNameInEnglish(item.consent.language) : 'not recorded'}</dd>
          </Facts>
        ) : (
          <Muted>Stored before consent was recorded.</Muted>
        )}
        {item.guardian &&
          (item.guardian.needed ? (
            <Facts aria-label="Parent or guardian">
              <dt>Parent or guardian</dt>
              <dd>
                {item.guardian.name} ({item.guardian.relationship}), {item.guardian.email}
              </dd>
              <dt>They agreed</dt>
              <dd>{formatTime(item.guardian.confirmedAt, 'not yet')}</dd>
            </Facts>
          ) : (
            <p>The applicant is 18 or over: no parent or guardian needed to agree.</p>
          ))}
      </Card>
      <Card aria-labelledby="emails-heading">
        <h2 id="emails-heading">E-mails</h2>
        {item.emails.length === 0 ? (
          <Muted>None.</Muted>
        ) : (
          <ul>
            {item.emails.map((email, index) => (
              <li key={index}>
                {email.label}: <strong>{email.status}</strong>
                {email.sentAt ? `, ${formatTime(email.sentAt)}` : ''}
                {email.status === 'failed' && email.lastError ? ` (${email.lastError})` : ''}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

function FieldFact({ label, value, freeText }: { label: string; value: string; freeText: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd style={freeText ? { whiteSpace: 'pre-wrap' } : undefined}>{value || '—'}</dd>
    </>
  );
}

export function ItemPage({ id }: { id: string }) {
  const [item, setItem] = useState<InboxItemView>();
  const [options, setOptions] = useState<InboxOptions>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const [note, setNote] = useState('');
  const load = useCallback(async () => {
    const answer = await call<InboxItemView>('GET', INBOX_API.item(id));
    if (answer.ok) setItem(answer.data);
    else setNotice(noticeOf(answer));
  }, [id]);
  useEffect(() => {
    load();
    // Without the options the assignee choice is empty; the item itself still shows.
    call<InboxOptions>('GET', INBOX_API.options).then((answer) => answer.ok && setOptions(answer.data));
  }, [load]);

  /** Adds the note being written; answers whether it was added. */
  async function saveNote() {
    const answer = await call('POST', INBOX_API.notes(id), { text: note });
    setNotice(noticeOf(answer));
    if (answer.ok) {
      setNote('');
      load();
    }
    return answer.ok;
  }

  const title = item ? `${item.name || item.email}, ${item.kindLabel.toLowerCase()}` : 'Inbox item';
  return (
    <>
      <BackToInbox unsavedNote={note} onSaveNote={saveNote} />
      <PageHeading title={title}>{title}</PageHeading>
      <Notice error={notice?.error}>{notice?.text}</Notice>
      {item && (
        <>
          <p>
            <strong>{STATUS_LABELS[item.status]}</strong>
            {item.assignee ? `, with ${item.assignee.label}` : ', not assigned'}. <a href="#reply-heading">Reply</a>
            {item.status === 'new' ? <Muted as="span"> (a reply marks it In progress)</Muted> : null}
          </p>
          <SamePerson references={item.samePerson} />
          <Details item={item} />
          <ReplyForm item={item} onSent={load} onNotice={setNotice} />
          <ItemHandling
            item={item}
            options={options}
            note={note}
            setNote={setNote}
            onChanged={load}
            onNotice={setNotice}
          />
        </>
      )}
    </>
  );
}
