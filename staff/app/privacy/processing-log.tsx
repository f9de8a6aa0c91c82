// The processing log: what was done with personal data, newest first, filtered by India's days and
// by action. A person appears only as the start of a keyed hash (the same person, the same code).
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { type LogPage, PRIVACY_API, PROCESSING_ACTIONS } from '../../../schema/api/staff-privacy.ts';
import { call } from '../api.ts';
import { Actions, Button, Card, formatTime, Notice } from '../ui.tsx';

const Wide = styled.div`
  overflow-x: auto;
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: ${({ theme }) => theme.space.xs}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: top; }
`;

interface LogFilter {
  from: string;
  to: string;
  action: string;
}

export function ProcessingLog({ refresh }: { refresh: number }) {
  const [draft, setDraft] = useState<LogFilter>({ from: '', to: '', action: '' });
  const [filter, setFilter] = useState<LogFilter>(draft);
  const [pages, setPages] = useState<string[]>(['']);
  const [page, setPage] = useState<LogPage>();
  const [error, setError] = useState<string>();
  const after = pages[pages.length - 1];
  const load = useCallback(async () => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filter, after })) if (value) params.set(key, value);
    const answer = await call<LogPage>('GET', `${PRIVACY_API.log}?${params}`);
    if (answer.ok) setPage(answer.data);
    setError(answer.ok ? undefined : answer.message);
  }, [filter, after]);
  useEffect(() => {
    void refresh;
    load();
  }, [load, refresh]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
    setPages(['']);
  };
  const set = (key: keyof LogFilter) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));

  return (
    <Card aria-labelledby="log-heading">
      <h2 id="log-heading">Processing log</h2>
      <form onSubmit={submit} aria-label="Filter the log" noValidate>
        <Field
          formId="log"
          name="from"
          label="From"
          hint="YYYY-MM-DD (India time)"
          value={draft.from}
          onValue={set('from')}
        />
        <Field formId="log" name="to" label="To" hint="YYYY-MM-DD, included" value={draft.to} onValue={set('to')} />
        <Field
          formId="log"
          name="action"
          label="Action"
          kind="select"
          placeholder="Every action"
          options={PROCESSING_ACTIONS.map((value) => ({ value, label: value.replace(/-/g, ' ') }))}
          value={draft.action}
          onValue={set('action')}
        />
        <Button type="submit" $tone="plain">
          Show
        </Button>
      </form>
      <Notice error>{error}</Notice>
      {page && (
        <Wide tabIndex={0} role="region" aria-label="Log entries">
          <table>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Action</th>
                <th scope="col">Kind</th>
                <th scope="col">How many</th>
                <th scope="col">Why</th>
                <th scope="col">Staff</th>
                <th scope="col">Person</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((entry, index) => (
                <tr key={index}>
                  <td>{formatTime(entry.at)}</td>
                  <td>{entry.action}</td>
                  <td>{entry.submissionType ?? ''}</td>
                  <td>{entry.count ?? ''}</td>
                  <td>{entry.reason ?? ''}</td>
                  <td>{entry.staff ?? ''}</td>
                  <td>
                    <code>{entry.person ?? ''}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {page.entries.length === 0 && <p>No entries.</p>}
        </Wide>
      )}
      <Actions>
        {pages.length > 1 && (
          <Button type="button" $tone="plain" onClick={() => setPages(pages.slice(0, -1))}>
            Newer entries
          </Button>
        )}
        {page?.next && (
          <Button type="button" $tone="plain" onClick={() => setPages([...pages, page.next as string])}>
            Older entries
          </Button>
        )}
      </Actions>
    </Card>
  );
}
