// The inbox's filter form (lists/list-filter-form.tsx): kind, centre, status, language, dates (India's
// days) and a search by any part of a name, address, phone or reference.
// On a phone the six choices beyond the search are folded under "More filters" (open when one is set), so the
// submissions are on the first screen, not under seven fields.
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { INBOX_STATUSES, type InboxFilter, type InboxOptions, STATUS_LABELS } from '../../../schema/api/staff-inbox.ts';
import { ListFilterForm, useListFilter } from '../lists/list-filter-form.tsx';

const MoreFilters = styled.details`
  margin-bottom: ${({ theme }) => theme.space.m};
  summary { cursor: pointer; padding: ${({ theme }) => theme.space.xs} 0; font-weight: 600; }
`;

/** The choices folded on a phone: the search stays out. */
const MORE: (keyof InboxFilter)[] = ['kind', 'centre', 'status', 'language', 'from', 'to'];
const WIDE = '(min-width: 768px)'; // the theme's tablet width

const STATUS_CHOICES = [
  ...INBOX_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: 'all', label: 'All, archived too' },
];

export function InboxFilters({
  options,
  filter,
  onApply,
}: {
  options: InboxOptions | undefined;
  filter: InboxFilter;
  onApply: (filter: InboxFilter) => void;
}) {
  const chosen = MORE.filter((key) => filter[key]).length;
  const [open, setOpen] = useState(() => chosen > 0 || window.matchMedia(WIDE).matches);
  const form = useListFilter('inbox-filter', filter, onApply, () => setOpen(true));
  const { field } = form;
  const fold = (grid: ReactNode) => (
    <MoreFilters open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>More filters{chosen > 0 ? ` (${chosen} chosen)` : ''}</summary>
      {grid}
    </MoreFilters>
  );
  return (
    <ListFilterForm form={form} label="Filter the inbox" days="Received" fold={fold}>
      {field('kind', 'Kind', { kind: 'select', placeholder: 'All kinds', options: options?.kinds ?? [] })}
      {field('centre', 'Centre', { kind: 'select', placeholder: 'All centres', options: options?.centres ?? [] })}
      {field('status', 'Status', { kind: 'select', placeholder: 'All but archived', options: STATUS_CHOICES })}
      {field('language', 'Language', {
        kind: 'select',
        placeholder: 'All languages',
        options: options?.languages ?? [],
      })}
    </ListFilterForm>
  );
}
