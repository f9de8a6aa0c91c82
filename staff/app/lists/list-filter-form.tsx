// A staff list's filter form (the inbox's, the donations'): a search, the list's own choices, the days from
// and to (typed as day/month/year or picked: inbox/day-field.tsx), Show and "Clear the filter". Applied
// with the button (or Enter), so typing never reloads the list; a date that is not one is said under its
// field and nothing is applied until it is right.
import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { DayField } from '../dates/day-field.tsx';
import { DAY_MESSAGE, DAYS_ORDER_MESSAGE, isoOfTyped, typedOfIso } from '../dates/typed-day.ts';
import { Actions, Button } from '../ui.tsx';

export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${({ theme }) => theme.space.m};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

type DayErrors = { from?: string; to?: string };
type Filter = { [key: string]: string | undefined; from?: string; to?: string };

/**
 * The form's state: the filter as typed (the days as day/month/year; the filter holds them as YYYY-MM-DD),
 * the days' errors, and `field` drawing one of its fields. `reveal`, when given, shows the days before the
 * wrong one is focused (the inbox folds them on a phone).
 */
export function useListFilter<F extends Filter>(
  formId: string,
  filter: F,
  onApply: (filter: F) => void,
  reveal?: () => void,
) {
  const [draft, setDraft] = useState<F>(() => ({
    ...filter,
    from: typedOfIso(filter.from),
    to: typedOfIso(filter.to),
  }));
  const [errors, setErrors] = useState<DayErrors>({});
  const set = (key: keyof F) => (value: string) => setDraft((old) => ({ ...old, [key]: value }));
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
      const focus = () => document.getElementById(`${formId}-${found.from ? 'from' : 'to'}`)?.focus();
      if (reveal) {
        reveal();
        // After the folded filters have opened.
        setTimeout(focus, 0);
      } else focus();
      return;
    }
    onApply({ ...draft, from: from || undefined, to: to || undefined });
  };
  const clear = () => {
    setDraft({} as F);
    setErrors({});
    onApply({} as F);
  };
  const field = (name: keyof F & string, label: string, extra: object = {}) => (
    <Field formId={formId} name={name} label={label} value={draft[name] ?? ''} onValue={set(name)} {...extra} />
  );
  return { formId, draft, errors, set, submit, clear, field };
}

export type ListFilter<F extends Filter> = ReturnType<typeof useListFilter<F>>;

/**
 * The form around the list's own choices (`children`): the search first, then the choices and the two days
 * in a grid (`fold` may wrap that grid), then the buttons. `days` starts the days' labels: "Received".
 */
export function ListFilterForm<F extends Filter>({
  form,
  label,
  days,
  fold = (grid) => grid,
  children,
}: {
  form: ListFilter<F>;
  label: string;
  days: string;
  fold?: (grid: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const { formId, draft, errors, set, submit, clear, field } = form;
  const grid = (
    <FilterGrid>
      {children}
      <DayField
        formId={formId}
        name="from"
        label={`${days} from`}
        hint="Day/month/year, India time: 01/11/2026"
        value={draft.from ?? ''}
        error={errors.from}
        onValue={set('from')}
      />
      <DayField
        formId={formId}
        name="to"
        label={`${days} to`}
        hint="Day/month/year, this day included"
        value={draft.to ?? ''}
        error={errors.to}
        onValue={set('to')}
      />
    </FilterGrid>
  );
  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      {field('q', 'Search', {
        hint: 'Any part of a name (in any script), an e-mail address, a phone number, or a reference like K7M2-9QXD.',
      })}
      {fold(grid)}
      <Actions>
        <Button type="submit">Show</Button>
        <Button type="button" $tone="plain" onClick={clear}>
          Clear the filter
        </Button>
      </Actions>
    </form>
  );
}
