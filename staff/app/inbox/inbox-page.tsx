// The inbox: every contact message and volunteer application, newest first, 50 a page, filtered and
// searched (inbox-filters.tsx); each opens its own page. The CSV of the current filter downloads per
// kind (India time, names as the site shows them, status and assignee); the server logs it as processing.
// Its confirmation is said under the buttons and scrolled into view: where the person pressed, not at the top.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  INBOX_API,
  type InboxListItem,
  type InboxOptions,
  type InboxPage as Page,
  STATUS_LABELS,
} from '../../../schema/api/staff-inbox.ts';
import { call, download, noticeOf, settle } from '../api.ts';
import { Actions, Button, formatTime, Muted, Notice, PageHeading } from '../ui.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { SamePerson } from './same-person.tsx';
import { useInboxList } from './inbox-filter-store.ts';
import { ListPageBody, Rows, Tag, useListPage } from '../lists/list-page.tsx';
import { languageNameInEnglish } from '../../../schema/api/languages.ts';

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
  const list = useInboxList();
  const { filter } = list;
  const { page, failed } = useListPage<Page>(INBOX_API.list, list);
  const [options, setOptions] = useState<InboxOptions>();
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const downloads = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) downloads.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  useEffect(() => {
    // Without the options the filters offer no choices; the list itself still shows.
    call<InboxOptions>('GET', INBOX_API.options).then((answer) => answer.ok && setOptions(answer.data));
  }, []);

  const kinds = (options?.kinds ?? []).filter((kind) => !filter.kind || kind.value === filter.kind);
  async function csv(kind: string) {
    const answer = await settle(async () => {
      const name = await download(INBOX_API.export, { ...filter, kind });
      return { message: `Downloaded ${name}. The download is recorded in the processing log.`, data: name };
    });
    setNotice(noticeOf(answer));
  }

  return (
    <>
      <PageHeading title="Inbox">Inbox</PageHeading>
      <InboxFilters options={options} filter={filter} onApply={(chosen) => list.apply(chosen)} />
      <ListPageBody list={list} page={page} failed={failed}>
        <Rows aria-label="Submissions">
          {page?.items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </Rows>
      </ListPageBody>
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
