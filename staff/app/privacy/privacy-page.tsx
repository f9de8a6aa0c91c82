// Privacy tasks: applications waiting for a parent or guardian (with when they expire; nothing of
// their content), correction requests from "Your data" (marked done here once corrected), erasing a
// person on request, and the processing log.
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CorrectionView, type GuardianWait, PRIVACY_API } from '../../../schema/api/staff-privacy.ts';
import { call, noticeOf } from '../api.ts';
import { Button, Card, formatTime, Muted, Notice, NoticeFocus, PageHeading } from '../ui.tsx';
import { ErasePerson } from './erase-person.tsx';
import { ProcessingLog } from './processing-log.tsx';
import { languageNameInEnglish } from '../../../schema/api/languages.ts';

function Corrections({ list, onDone }: { list: CorrectionView[]; onDone: (text: string, error?: boolean) => void }) {
  const done = async (id: string) => {
    const answer = await call('POST', PRIVACY_API.correctionDone(id));
    onDone(answer.message, !answer.ok);
  };
  if (list.length === 0) return <Muted>No open requests.</Muted>;
  return (
    <ul>
      {list.map((one) => (
        <li key={one.id}>
          <p>
            <strong>{one.email}</strong>, <time dateTime={one.createdAt}>{formatTime(one.createdAt)}</time>, in{' '}
            {languageNameInEnglish(one.language)}
            {one.item ? `, about ${one.item.kindLabel.toLowerCase()} ${one.item.reference}` : ''}:
          </p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{one.text}</p>
          <Button type="button" $tone="plain" onClick={() => done(one.id)} aria-label={`Mark done: ${one.email}`}>
            Mark done
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function PrivacyPage() {
  const [waits, setWaits] = useState<GuardianWait[]>();
  const [corrections, setCorrections] = useState<CorrectionView[]>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const [refresh, setRefresh] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const load = useCallback(async () => {
    const waiting = await call<GuardianWait[]>('GET', PRIVACY_API.guardians);
    if (waiting.ok) setWaits(waiting.data);
    const open = waiting.ok ? await call<CorrectionView[]>('GET', PRIVACY_API.corrections) : waiting;
    if (open.ok) setCorrections(open.data);
    else setNotice(noticeOf(open));
    setRefresh((count) => count + 1);
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  return (
    <>
      <PageHeading title="Privacy tasks">Privacy tasks</PageHeading>
      <NoticeFocus ref={noticeRef}>
        <Notice error={notice?.error}>{notice?.text}</Notice>
      </NoticeFocus>
      <Card aria-labelledby="guardians-heading">
        <h2 id="guardians-heading">Waiting for a parent or guardian</h2>
        <Muted>
          Applications of people under 18. Nobody may read them before a parent or guardian agrees; if nobody does, they
          are erased when they expire.
        </Muted>
        {waits === undefined ? null : waits.length === 0 ? (
          <p>None waiting.</p>
        ) : (
          <ul>
            {waits.map((wait) => (
              <li key={wait.reference}>
                {wait.kindLabel} {wait.reference}, received {formatTime(wait.receivedAt)}, expires{' '}
                {formatTime(wait.expiresAt)}; request to the parent or guardian: {wait.request}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="corrections-heading">
        <h2 id="corrections-heading">Correction requests</h2>
        {corrections && (
          <Corrections
            list={corrections}
            onDone={(text, error = false) => {
              setNotice({ text, error });
              noticeRef.current?.focus();
              load();
            }}
          />
        )}
      </Card>
      <ErasePerson onErased={load} />
      <ProcessingLog refresh={refresh} />
    </>
  );
}
