// The Donations list's filter form, like the inbox's (lists/list-filter-form.tsx): a search by any part of
// the donor's name (in any script), e-mail, phone or reference, whether the money was found, what it is
// for, the page's language and the days the donor told us. Applied with the button (or Enter).
import { LANGUAGES, LANGUAGE_NAMES_IN_ENGLISH } from '../../../schema/api/languages.ts';
import { type DonationsFilter, MONEY_LABELS, MONEY_STATUSES } from '../../../schema/api/staff-donations.ts';
import { ListFilterForm, useListFilter } from '../lists/list-filter-form.tsx';

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
  const form = useListFilter('donations-filter', filter, onApply);
  const { field } = form;
  return (
    <ListFilterForm form={form} label="Filter the donations" days="Told us">
      {field('money', 'Money', { kind: 'select', placeholder: 'All', options: MONEY_CHOICES })}
      {field('purpose', 'For', { kind: 'select', placeholder: 'Every purpose', options: purposes })}
      {field('language', 'Language', { kind: 'select', placeholder: 'All languages', options: LANGUAGE_CHOICES })}
    </ListFilterForm>
  );
}
