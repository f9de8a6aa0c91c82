// The Donations list's filter form, like the inbox's: a search by any part of the donor's name (in any
// script), e-mail, phone or reference, whether the money was found, what it is for, the page's language and the days the
// donor told us (typed as day/month/year or picked). Applied with the button (or Enter).
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { LANGUAGES, LANGUAGE_NAMES_IN_ENGLISH } from '../../../schema/api/languages.ts';
import { type DonationsFilter, MONEY_LABELS, MONEY_STATUSES } from '../../../schema/api/staff-donations.ts';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { DayField } from '../inbox/day-field.tsx';
import { DAY_MESSAGE, DAYS_ORDER_MESSAGE, isoOfTyped, typedOfIso } from '../inbox/typed-day.ts';
import { Actions, Button } from '../ui.tsx';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${({ theme }) => theme.space.m};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const FORM = 'donations-filter';
const MONEY_CHOICES = [
  ...MONEY_STATUSES.map((status) => ({ value: status, label: MONEY_LABELS[status] })),
  { value: 'all', label: 'All' },
];
const LANGUAGE_CHOICES = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES_IN_ENGLISH[language] }));

export function DonationsFilters({
  filter,
  purposes,
  onApply,
}: {
  filter: DonationsFilter;
  /** What the server offers for the purpose filter (the centres' names). */
  purposes: { value: string; label: string }[];
  onApply: (filter: DonationsFilter) => void;
}) {
  const [draft, setDraft] = useState<DonationsFilter>(() => ({
    ...filter,
    from: typedOfIso(filter.from),
    to: typedOfIso(filter.to),
  }));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const set = (key: keyof DonationsFilter) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));
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
      document.getElementById(`${FORM}-${found.from ? 'from' : 'to'}`)?.focus();
      return;
    }
    onApply({ ...draft, from: from || undefined, to: to || undefined });
  };
  const field = (name: keyof DonationsFilter, label: string, extra: object = {}) => (
    <Field formId={FORM} name={name} label={label} value={draft[name] ?? ''} onValue={set(name)} {...extra} />
  );
  return (
    <form onSubmit={submit} aria-label="Filter the donations" noValidate>
      {field('q', 'Search', {
        hint: 'Any part of a name (in any script), an e-mail address, a phone number, or a reference like K7M2-9QXD.',
      })}
      <Grid>
        {field('money', 'Money', { kind: 'select', placeholder: 'All', options: MONEY_CHOICES })}
        {field('purpose', 'For', { kind: 'select', placeholder: 'Every purpose', options: purposes })}
        {field('language', 'Language', { kind: 'select', placeholder: 'All languages', options: LANGUAGE_CHOICES })}
        <DayField
          formId={FORM}
          name="from"
          label="Told us from"
          hint="Day/month/year, India time: 01/11/2026"
          value={draft.from ?? ''}
          error={errors.from}
          onValue={set('from')}
        />
        <DayField
          formId={FORM}
          name="to"
          label="Told us to"
          hint="Day/month/year, this day included"
          value={draft.to ?? ''}
          error={errors.to}
          onValue={set('to')}
        />
      </Grid>
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
