// The inbox's filter form: kind, centre, status, language, dates (India's days, typed as day/month/year
// or picked: day-field.tsx) and a search by any part of a name, address, phone or reference. Applied with
// the button (or Enter), so typing never reloads the list; a date that is not one is said under its
// field and nothing is applied until it is right.
// On a phone the six choices beyond the search are folded under "More filters" (open when one is set), so the
// submissions are on the first screen, not under seven fields.
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { INBOX_STATUSES, type InboxFilter, type InboxOptions, STATUS_LABELS } from '../../../schema/api/staff-inbox.ts';
import { Actions, Button } from '../ui.tsx';
import { DayField } from './day-field.tsx';
import { DAY_MESSAGE, DAYS_ORDER_MESSAGE, isoOfTyped, typedOfIso } from './typed-day.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${({ theme }) => theme.space.m};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

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
  // The dates as typed (day/month/year); the filter holds them as YYYY-MM-DD.
  const [draft, setDraft] = useState<InboxFilter>(() => ({
    ...filter,
    from: typedOfIso(filter.from),
    to: typedOfIso(filter.to),
  }));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const chosen = MORE.filter((key) => filter[key]).length;
  const [open, setOpen] = useState(() => chosen > 0 || window.matchMedia(WIDE).matches);
  const set = (key: keyof InboxFilter) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = isoOfTyped(draft.from ?? '');
    const to = isoOfTyped(draft.to ?? '');
    const found = {
      ...(from === undefined ? { from: DAY_MESSAGE } : {}),
      ...(to === undefined ? { to: DAY_MESSAGE } : from && to && to < from ? { to: DAYS_ORDER_MESSAGE } : {}),
    };
    setErrors(found);
    if (found.from || found.to) {
      setOpen(true);
      // After the folded filters have opened.
      setTimeout(() => document.getElementById(`inbox-filter-${found.from ? 'from' : 'to'}`)?.focus(), 0);
      return;
    }
    onApply({ ...draft, from: from || undefined, to: to || undefined });
  };
  const field = (name: keyof InboxFilter, label: string, extra: object = {}) => (
    <Field formId="inbox-filter" name={name} label={label} value={draft[name] ?? ''} onValue={set(name)} {...extra} />
  );
  return (
    <form onSubmit={submit} aria-label="Filter the inbox" noValidate>
      {field('q', 'Search', {
        hint: 'Any part of a name (in any script), an e-mail address, a phone number, or a reference like K7M2-9QXD.',
      })}
      <MoreFilters open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>More filters{chosen > 0 ? ` (${chosen} chosen)` : ''}</summary>
        <Grid>
          {field('kind', 'Kind', { kind: 'select', placeholder: 'All kinds', options: options?.kinds ?? [] })}
          {field('centre', 'Centre', { kind: 'select', placeholder: 'All centres', options: options?.centres ?? [] })}
          {field('status', 'Status', { kind: 'select', placeholder: 'All but archived', options: STATUS_CHOICES })}
          {field('language', 'Language', {
            kind: 'select',
            placeholder: 'All languages',
            options: options?.languages ?? [],
          })}
          <DayField
            name="from"
            label="Received from"
            hint="Day/month/year, India time: 01/11/2026"
            value={draft.from ?? ''}
            error={errors.from}
            onValue={set('from')}
          />
          <DayField
            name="to"
            label="Received to"
            hint="Day/month/year, this day included"
            value={draft.to ?? ''}
            error={errors.to}
            onValue={set('to')}
          />
        </Grid>
      </MoreFilters>
      <Actions>
        <Button type="submit">Show</Button>
        <Button
          type="button"
          $tone="plain"
          onClick={() => {
            setDraft({});
            setErrors({});
            onApply({});
          }}
        >
          Clear the filter
        </Button>
      </Actions>
    </form>
  );
}
