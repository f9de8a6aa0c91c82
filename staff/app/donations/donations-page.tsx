// The Donations: what donors told us after paying, newest first, 50 a page, opening on those whose money
// is still to be checked against the bank statement; filtered and searched like the inbox
// (donations-filters.tsx). Each opens its own page, where a treasurer or an admin marks it (donation-page.tsx).
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { indianRupees } from '../../../schema/api/donation-payment.ts';
import { typedOfIso } from '../dates/typed-day.ts';
import {
  DONATIONS_API,
  type DonationListItem,
  type DonationsPage as Page,
  MONEY_LABELS,
} from '../../../schema/api/staff-donations.ts';
import { ListPageBody, Rows, Tag, useListPage } from '../lists/list-page.tsx';
import { formatTime, Muted, PageHeading } from '../ui.tsx';
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
  const list = useDonationsList();
  const { page, failed } = useListPage<Page>(DONATIONS_API.list, list);
  // The purpose choices come with each page; kept while the next one loads.
  const [purposes, setPurposes] = useState<Page['purposes']>([]);
  useEffect(() => {
    if (page) setPurposes(page.purposes);
  }, [page]);

  return (
    <>
      <PageHeading title="Donations">Donations</PageHeading>
      <p>Check each against the bank statement: the reference is in the UPI payment and in the transfer's remarks.</p>
      <DonationsFilters filter={list.filter} purposes={purposes} onApply={(chosen) => list.apply(chosen)} />
      <ListPageBody list={list} page={page} failed={failed}>
        <Rows aria-label="Donations">
          {page?.items.map((item) => (
            <Row key={item.id} item={item} />
          ))}
        </Rows>
      </ListPageBody>
    </>
  );
}
