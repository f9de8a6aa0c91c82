// The parts of a staff list page (the inbox, the donations): its rows, a tag on a row, the page of items
// loaded for the filter and the place, the line that says what is shown, and "Previous page" / "Next page".
import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { STAFF_PAGE_SIZE } from '../../../schema/api/staff-inbox.ts';
import { call } from '../api.ts';
import { Actions, Button, Notice } from '../ui.tsx';
import { type ListState, queryOf } from './list-store.ts';

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

interface ListPage {
  total: number;
  items: unknown[];
  next?: string | null;
}

/**
 * The page of `api` for the list's filter and place, loaded again whenever either changes; a list that
 * could not be loaded is `failed` (said in place of the list, gone with the next load that works).
 */
export function useListPage<Page extends ListPage>(api: string, list: ListState<object>) {
  const { filter, pages } = list;
  const after = pages[pages.length - 1];
  const [page, setPage] = useState<Page>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let current = true;
    setPage(undefined);
    setFailed(undefined);
    call<Page>('GET', `${api}${queryOf(filter, after)}`).then((answer) => {
      if (!current) return;
      if (answer.ok) setPage(answer.data);
      else setFailed(answer.message);
    });
    return () => {
      current = false;
    };
  }, [api, filter, after]);
  return { page, failed };
}

/** What the list shows (or why not), its rows (`children`, when there are any), and the page buttons. */
export function ListPageBody({
  list,
  page,
  failed,
  children,
}: {
  list: ListState<object>;
  page: ListPage | undefined;
  failed: string | undefined;
  children: ReactNode;
}) {
  const { pages, next, previous } = list;
  const first = (pages.length - 1) * STAFF_PAGE_SIZE + 1;
  return (
    <>
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
      {page && page.items.length > 0 && children}
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
