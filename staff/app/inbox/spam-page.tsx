// Spam review: what the forms flagged, newest first, with the reason and the first line of what was
// written. "Not spam" moves it to the inbox and sends the e-mails it was owed; "Delete now" erases it
// after a second, explicit click. Applications waiting for a guardian are only counted.
import { useCallback, useEffect, useRef, useState } from 'react';
import { INBOX_API, type SpamItem, type SpamPage as Page } from '../../../schema/api/staff-inbox.ts';
import { call, noticeOf } from '../api.ts';
import { Actions, Button, formatTime, Muted, Notice, NoticeFocus, PageHeading } from '../ui.tsx';
import { Rows } from '../lists/list-page.tsx';

function SpamRow({ item, onDone }: { item: SpamItem; onDone: (text: string, error?: boolean) => void }) {
  const [confirming, setConfirming] = useState(false);
  const act = async (method: string, path: string) => {
    const answer = await call(method, path);
    onDone(answer.message, !answer.ok);
  };
  const who = item.name || item.email;
  return (
    <li>
      <h2>{who}</h2>
      <p>
        {item.kindLabel} {item.reference}, received{' '}
        <time dateTime={item.receivedAt}>{formatTime(item.receivedAt)}</time>
      </p>
      <p>
        <strong>Why:</strong> {item.reason}
      </p>
      <Muted>
        {item.email}
        {item.excerpt ? `: “${item.excerpt}”` : ''}
      </Muted>
      {confirming ? (
        <Actions role="group" aria-label={`Delete ${who}?`}>
          <span>Erase it for good?</span>
          <Button type="button" $tone="danger" onClick={() => act('DELETE', INBOX_API.spamItem(item.id))}>
            Yes, delete {who}
          </Button>
          <Button type="button" $tone="plain" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </Actions>
      ) : (
        <Actions>
          <Button
            type="button"
            onClick={() => act('POST', INBOX_API.spamRelease(item.id))}
            aria-label={`Not spam: ${who}`}
          >
            Not spam
          </Button>
          <Button type="button" $tone="plain" onClick={() => setConfirming(true)} aria-label={`Delete now: ${who}`}>
            Delete now
          </Button>
        </Actions>
      )}
    </li>
  );
}

export function SpamPage() {
  const [pages, setPages] = useState<string[]>(['']);
  const [page, setPage] = useState<Page>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const after = pages[pages.length - 1];
  const load = useCallback(async () => {
    const answer = await call<Page>('GET', `${INBOX_API.spam}${after ? `?after=${encodeURIComponent(after)}` : ''}`);
    if (answer.ok) setPage(answer.data);
    else setNotice(noticeOf(answer));
  }, [after]);
  useEffect(() => {
    load();
  }, [load]);
  const noticeRef = useRef<HTMLDivElement>(null);
  const done = (text: string, error = false) => {
    setNotice({ text, error });
    noticeRef.current?.focus();
    load();
  };
  return (
    <>
      <PageHeading title="Spam">Spam</PageHeading>
      <p>
        The forms flagged these. Their senders got no acknowledgement and the team no e-mail. They are erased after 30
        days.
      </p>
      <NoticeFocus ref={noticeRef}>
        <Notice error={notice?.error}>{notice?.text}</Notice>
      </NoticeFocus>
      {page === undefined ? (
        <p>Loading…</p>
      ) : (
        <>
          <p>{page.total === 0 ? 'Nothing is flagged.' : `${page.total} flagged.`}</p>
          {page.hidden > 0 && (
            <Muted>
              {page.hidden} more flagged application(s) wait for a parent or guardian to agree: nobody may see them
              before.
            </Muted>
          )}
          <Rows aria-label="Flagged submissions">
            {page.items.map((item) => (
              <SpamRow key={item.id} item={item} onDone={done} />
            ))}
          </Rows>
          <Actions>
            {pages.length > 1 && (
              <Button type="button" $tone="plain" onClick={() => setPages(pages.slice(0, -1))}>
                Previous page
              </Button>
            )}
            {page.next && (
              <Button type="button" $tone="plain" onClick={() => setPages([...pages, page.next as string])}>
                Next page
              </Button>
            )}
          </Actions>
        </>
      )}
    </>
  );
}
