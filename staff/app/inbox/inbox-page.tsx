// The inbox: every contact message and volunteer application, newest first, 50 a page, filtered and
// searched (inbox-filters.tsx); each opens its own page. The CSV of the current filter downloads per
// kind (India time, names as the site shows them, status and assignee); the server logs it as processing.
// Its confirmation is said under the buttons and scrolled into view: where the person pressed, not at the top.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import {
  INBOX_API,
  type InboxListItem,
  type InboxOptions,
  type InboxPage as Page,
  STAFF_PAGE_SIZE,
  STATUS_LABELS,
} from '../../../schema/api/staff-inbox.ts';
import { call, download, noticeOf, settle } from '../api.ts';
import { Actions, Button, formatTime, Muted, Notice, PageHeading } from '../ui.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { SamePerson } from './same-person.tsx';
import { queryOf, useInboxList } from './inbox-filter-store.ts';
import { languageNameInEnglish } from '../../../schema/api/languages.ts';

export const Rows = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  > li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space.s} 0;
    overflow-wrap: anywhere;
  }
  > li:last-child { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.body}; margin: 0 0 ${({ theme }) => theme.space.xs}; }
  p { margin: 0; }
`;

export const Tag = styled.span`
  display: inline-block;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  padding: 0 ${({ theme }) => theme.space.xs};
  margin-right: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

function Row({ item }: { item: InboxListItem }) {
  return (
    <li>
      <h2>
        <Link href={`/inbox/${item.id}`}>{item.name || item.email}</Link>
      </h2>
      <p>
        <Tag>{STATUS_LABELS[item.status]}</Tag>
        {item.kindLabel} {item.reference}, received{' '}
        <time dateTime={item.receivedAt}>{formatTime(item.receivedAt)}</time>
      </p>
      <Muted>
        {[
          item.email,
          item.centre,
          item.language && languageNameInEnglish(item.language),
          item.assignee ? `with ${item.assignee}` : 'not assigned',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Muted>
      <SamePerson references={item.samePerson} />
    </li>
  );
}

export function InboxPage() {
  const { filter, pages, apply, next, previous } = useInboxList();
  const [options, setOptions] = useState<InboxOptions>();
  const [page, setPage] = useState<Page>();
  // A list that could not be loaded: said in place of the list, gone with the next load that works.
  const [failed, setFailed] = useState<string>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const downloads = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) downloads.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  const after = pages[pages.length - 1];

  useEffect(() => {
    // Without the options the filters offer no choices; the list itself still shows.
    call<InboxOptions>('GET', INBOX_API.options).then((answer) => answer.ok && setOptions(answer.data));
  }, []);
  useEffect(() => {
    let current = true;
    setPage(undefined);
    setFailed(undefined);
    call<Page>('GET', `${INBOX_API.list}${queryOf(filter, after)}`).then((answer) => {
      if (!current) return;
      if (answer.ok) setPage(answer.data);
      else setFailed(answer.message);
    });
    return () => {
      current = false;
    };
  }, [filter, after]);

  const kinds = (options?.kinds ?? []).filter((kind) => !filter.kind || kind.value === filter.kind);
  async function csv(kind: string) {
    const answer = await settle(async () => {
      const name = await download(INBOX_API.export, { ...filter, kind });
      return { message: `Downloaded ${name}. The download is recorded in the processing log.`, data: name };
    });
    setNotice(noticeOf(answer));
  }

  const first = (pages.length - 1) * STAFF_PAGE_SIZE + 1;
  return (
    <>
      <PageHeading title="Inbox">Inbox</PageHeading>
      <InboxFilters options={options} filter={filter} onApply={(chosen) => apply(chosen)} />
      <Notice error>{failed && `The list could not be loaded: ${failed}`}</Notice>
      <div role="status">
        {failed ? null : page === undefined ? (
          <p>Loading…</p>
        ) : page.total === 0 ? (
          <p>Nothing matches.</p>
        ) : (
          <p>
            {first} to {first + page.items.length - 1} of {page.total}, newest first.
          </p>
        )}
      </div>
      {page && page.items.length > 0 && (
        <Rows aria-label="Submissions">
          {page.items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </Rows>
      )}
      <Actions>
        {pages.length > 1 && (
          <Button type="button" $tone="plain" onClick={previous}>
            Previous page
          </Button>
        )}
        {page?.next && (
          <Button type="button" $tone="plain" onClick={() => next(page.next as string)}>
            Next page
          </Button>
        )}
      </Actions>
      <h2>Download</h2>
      <p>The submissions this filter shows, all pages, as a spreadsheet (CSV), one file per kind.</p>
      <Actions>
        {kinds.map((kind) => (
          <Button key={kind.value} type="button" $tone="plain" onClick={() => csv(kind.value)}>
            Download {kind.label.toLowerCase()}s (CSV)
          </Button>
        ))}
      </Actions>
      <div ref={downloads}>
        <Notice error={notice?.error}>{notice?.text}</Notice>
      </div>
    </>
  );
}
