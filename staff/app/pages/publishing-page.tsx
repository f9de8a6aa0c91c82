// Pages, for editors and admins: what visitors see and what the draft holds, preview of the draft on the
// real site, the checker's messages, Publish with a note, and the history of published revisions with what
// changed in words (change-list.tsx) and Roll back. The pages themselves are changed in the section editor
// (Edit pages: edit-pages-page.tsx).
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import {
  type ContentCheck,
  type ContentState,
  type PageChanges,
  PREVIEW_LINKS,
  PUBLISHING_API,
  type PreviewStatus,
  type PublishAnswer,
  type RevisionView,
} from '../../../schema/api/publishing.ts';
import { type Answer, call } from '../api.ts';
import { Actions, Button, Card, Facts, formatTime, Notice, PageHeading } from '../ui.tsx';
import { ChangeList } from './change-list.tsx';

const Field = styled.label`
  display: block;
  font-weight: 600;
  margin: ${({ theme }) => theme.space.s} 0;
  input {
    display: block;
    width: 100%;
    max-width: 36rem;
    min-height: 44px;
    margin-top: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.xs};
    font: inherit;
  }
`;

const Problems = styled.ul`
  padding-left: 1.2rem;
  li { overflow-wrap: anywhere; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

const SOURCES: Record<RevisionView['source'], string> = {
  repository: 'the repository files',
  editor: 'the editor',
  import: 'an import of the repository files',
  'roll-back': 'a roll back',
};

function CheckResult({ check }: { check: ContentCheck }) {
  const errors = check.problems.filter((problem) => problem.severity === 'error');
  return (
    <>
      <Notice error={!check.ok}>
        {check.ok
          ? `The checker found no errors (${check.warnings} warning(s): missing or changed translations show in English).`
          : `The checker found ${check.errors} error(s). They must be fixed before the draft can be published.`}
      </Notice>
      {errors.length > 0 && (
        <Problems aria-label="Errors">
          {errors.slice(0, 30).map((problem, i) => (
            <li key={i}>{problem.text}</li>
          ))}
        </Problems>
      )}
    </>
  );
}

function HistoryEntry({
  revision,
  previous,
  current,
  onRolledBack,
}: {
  revision: RevisionView;
  previous?: RevisionView;
  current: boolean;
  onRolledBack: (message: string) => void;
}) {
  const [diff, setDiff] = useState<PageChanges[] | undefined>();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const showChanges = async () => {
    if (!previous) return;
    setError('');
    const answer = await call<PageChanges[]>('GET', `${PUBLISHING_API.diff}?from=${previous.id}&to=${revision.id}`);
    if (answer.ok) setDiff(answer.data);
    else setError(answer.message);
  };
  const rollBack = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const answer = await call<PublishAnswer>('POST', PUBLISHING_API.rollBack, { revision: revision.id, note });
    if (answer.ok)
      onRolledBack(`${answer.message} Published: ${answer.data.pages} pages in ${answer.data.languages} languages.`);
    else setError(answer.message);
    setBusy(false);
  };

  return (
    <li>
      <p>
        <strong>Revision {revision.id}</strong>
        {current ? ' (what visitors see now)' : ''}: published {formatTime(revision.publishedAt)} by{' '}
        {revision.publishedBy ?? 'the server at its first start'}, from {SOURCES[revision.source]}
        {revision.restores ? ` (the content of revision ${revision.restores})` : ''}.
        {revision.note ? ` Note: ${revision.note}` : ''}
      </p>
      <Actions>
        {previous && (
          <Button type="button" $tone="plain" onClick={showChanges}>
            Show changes from revision {previous.id}
          </Button>
        )}
        {!current && !asking && (
          <Button type="button" $tone="plain" onClick={() => setAsking(true)}>
            Roll back to revision {revision.id}...
          </Button>
        )}
      </Actions>
      {diff && <ChangeList changes={diff} />}
      {asking && (
        <form onSubmit={rollBack}>
          <Field>
            Why roll back to revision {revision.id}? (kept in the history)
            <input value={note} onChange={(event) => setNote(event.target.value)} required maxLength={500} />
          </Field>
          <Actions>
            <Button type="submit" $tone="danger" disabled={busy}>
              Publish revision {revision.id} again
            </Button>
            <Button type="button" $tone="plain" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </Actions>
        </form>
      )}
      <Notice error>{error}</Notice>
    </li>
  );
}

export function PublishingPage() {
  const [state, setState] = useState<ContentState | undefined>();
  const [history, setHistory] = useState<RevisionView[]>([]);
  const [check, setCheck] = useState<ContentCheck | undefined>();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const [content, published] = await Promise.all([
      call<ContentState>('GET', PUBLISHING_API.content),
      call<RevisionView[]>('GET', PUBLISHING_API.history),
    ]);
    if (!content.ok) return setError(content.message);
    if (!published.ok) return setError(published.message);
    setState(content.data);
    setHistory(published.data);
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  /** One button's call: the buttons wait for it; a refusal is said (a publish the checker refused, with its messages). */
  const act = async <T,>(send: () => Promise<Answer<T>>, done: (data: T, message: string) => unknown) => {
    setBusy(true);
    setError('');
    setMessage('');
    const answer = await send();
    if (answer.ok) await done(answer.data, answer.message);
    else {
      setError(answer.message);
      if (answer.status === 422) setCheck(answer.data as ContentCheck);
    }
    setBusy(false);
  };
  const runCheck = () =>
    act(
      () => call<ContentCheck>('POST', PUBLISHING_API.check, { revision: state?.draft.id }),
      (check) => setCheck(check),
    );
  const preview = (on: boolean) =>
    act(
      () => call<PreviewStatus | undefined>('POST', PUBLISHING_API.preview, { on }),
      (status, message) => {
        if (status?.state === 'errors' || status?.state === 'failed') setError(message);
        else setMessage(message);
        if (status?.state === 'ready') window.open('/', '_blank', 'noopener');
      },
    );
  // "Stop previewing" on the site's preview banner comes here: the POST needs this page's CSRF token.
  const stopAsked = useRef(window.location.search === new URL(PREVIEW_LINKS.stop, window.location.origin).search);
  useEffect(() => {
    if (!stopAsked.current) return;
    stopAsked.current = false;
    window.history.replaceState(null, '', window.location.pathname);
    preview(false);
  });
  const publish = (event: FormEvent) => {
    event.preventDefault();
    return act(
      () => call<PublishAnswer>('POST', PUBLISHING_API.publish, { revision: state?.draft.id, note }),
      async (published, message) => {
        setMessage(`${message} Published: ${published.pages} pages in ${published.languages} languages.`);
        setNote('');
        setCheck(undefined);
        await load();
      },
    );
  };

  return (
    <>
      <PageHeading title="Pages">Pages</PageHeading>
      <Notice>{message}</Notice>
      <Notice error>{error}</Notice>
      {state && (
        <Card aria-labelledby="draft-heading">
          <h2 id="draft-heading">The draft</h2>
          <Facts>
            <dt>Visitors see</dt>
            <dd>
              revision {state.published.id}, published {formatTime(state.published.publishedAt)}
            </dd>
            <dt>The draft</dt>
            <dd>
              revision {state.draft.id}, saved {formatTime(state.draft.createdAt)} from {SOURCES[state.draft.source]}
              {state.draft.author ? ` by ${state.draft.author}` : ''}
            </dd>
          </Facts>
          <p>
            {state.unpublishedChanges
              ? 'The draft holds changes visitors do not see yet.'
              : 'The draft is what visitors see: there is nothing new to publish.'}
          </p>
          <p>
            <Link href="/pages/edit">Edit pages</Link>: change pages, sections and their translations in the section
            editor; each save is a new draft, which visitors see only once it is published here.
          </p>
          <Actions>
            <Button type="button" $tone="plain" onClick={() => preview(true)} disabled={busy}>
              Preview the draft on the site
            </Button>
            <Button type="button" $tone="plain" onClick={() => preview(false)} disabled={busy}>
              Stop the preview
            </Button>
            <Button type="button" $tone="plain" onClick={runCheck} disabled={busy}>
              Check the draft
            </Button>
          </Actions>
          {check && <CheckResult check={check} />}
          {state.unpublishedChanges && (
            <form onSubmit={publish}>
              <Field>
                What changed? (a short note, kept in the history)
                <input value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
              </Field>
              <Button type="submit" disabled={busy}>
                Publish revision {state.draft.id}
              </Button>
            </form>
          )}
        </Card>
      )}
      {history.length > 0 && (
        <Card aria-labelledby="history-heading">
          <h2 id="history-heading">Published revisions</h2>
          <ol reversed>
            {history.map((revision, i) => (
              <HistoryEntry
                key={revision.id}
                revision={revision}
                previous={history[i + 1]}
                current={revision.id === state?.published.id}
                onRolledBack={(rolled) => {
                  setMessage(rolled);
                  load();
                }}
              />
            ))}
          </ol>
        </Card>
      )}
    </>
  );
}
