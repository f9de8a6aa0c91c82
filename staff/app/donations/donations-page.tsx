// The Donations: what donors told us after paying, newest first, 50 a page, opening on those whose money
// is still to be checked against the bank statement; filtered and searched like the inbox
// (donations-filters.tsx). Each opens its own page, where a treasurer or an admin marks it (donation-page.tsx).
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { indianRupees } from '../../../schema/api/donation-payment.ts';
import { typedOfIso } from '../inbox/typed-day.ts';
import {
  DONATIONS_API,
  type DonationListItem,
  type DonationsPage as Page,
  MONEY_LABELS,
} from '../../../schema/api/staff-donations.ts';
import { STAFF_PAGE_SIZE } from '../../../schema/api/staff-inbox.ts';
import { call } from '../api.ts';
import { Rows, Tag } from '../inbox/inbox-page.tsx';
import { queryOf } from '../inbox/inbox-filter-store.ts';
import { Actions, Button, formatTime, Muted, Notice, PageHeading } from '../ui.tsx';
import { DonationsFilters } from './donations-filters.tsx';
import { useDonationsList } from './donations-filter-store.ts';

function Row({ item }: { item: DonationListItem }) {
  return (
    <li>
      <h2>
        <Link href={`/donations/${item.id}`}>{item.name}</Link>
      </h2>
      <p>
        <Tag>{MONEY_LABELS[item.money]}</Tag>
        Rs {indianRupees(item.amountRupees)} by {item.mode.toUpperCase()}, paid {typedOfIso(item.paidOn)}, reference{' '}
        {item.pledgeReference}
        {item.receiptNumber ? `, receipt ${item.receiptNumber}` : ''}
      </p>
      <Muted>
        {[
          `told us ${formatTime(item.toldAt)}`,
          item.email,
          item.purpose,
          `transaction ${item.transactionRef}`,
          item.duplicateOf ? `same transaction as ${item.duplicateOf}` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </Muted>
    </li>
  );
}

export function DonationsPage() {
  const { filter, pages, apply, next, previous } = useDonationsList();
  const [page, setPage] = useState<Page>();
  const [failed, setFailed] = useState<string>();
  // The purpose choices come with each page; kept while the next one loads.
  const [purposes, setPurposes] = useState<Page['purposes']>([]);
  const after = pages[pages.length - 1];

  useEffect(() => {
    let current = true;
    setPage(undefined);
    setFailed(undefined);
    call<Page>('GET', `${DONATIONS_API.list}${queryOf(filter, after)}`).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        setPage(answer.data);
        setPurposes(answer.data.purposes);
      } else setFailed(answer.message);
    });
    return () => {
      current = false;
    };
  }, [filter, after]);

  const first = (pages.length - 1) * STAFF_PAGE_SIZE + 1;
  return (
    <>
      <PageHeading title="Donations">Donations</PageHeading>
      <p>Check each against the bank statement: the reference is in the UPI payment and in the transfer's remarks.</p>
      <DonationsFilters filter={filter} purposes={purposes} onApply={(chosen) => apply(chosen)} />
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
        <Rows aria-label="Donations">
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
    </>
  );
}
