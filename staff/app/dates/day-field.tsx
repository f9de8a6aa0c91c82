// A date field that does both: type the day as day/month/year (typed-day.ts), or press "Pick a date"
// for the phone's or browser's own date picker (an <input type="date"> kept out of sight, opened by
// showPicker; browsers without it get the typed field alone). The picked day is written into the
// field as day/month/year, so what the coordinator sees is always what will be searched.
import { useRef } from 'react';
import styled from 'styled-components';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { Button } from '../ui.tsx';
import { isoOfTyped, typedOfIso } from './typed-day.ts';

const Row = styled.div`
  position: relative;
  > div { margin-bottom: ${({ theme }) => theme.space.xs}; }
  margin-bottom: ${({ theme }) => theme.space.l};
`;

/** Under the button, where the picker opens; never focused or read out (the button is). */
const Picker = styled.input`
  position: absolute;
  left: 0;
  bottom: 0;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const canPick = () => typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

export function DayField({
  name,
  label,
  hint,
  value,
  error,
  onValue,
  formId = 'inbox-filter',
}: {
  /** The form the field belongs to (its id is formId-name). */
  formId?: string;
  name: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onValue: (typed: string) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    input.value = isoOfTyped(value) || '';
    try {
      input.showPicker();
    } catch {
      // Refused (no user gesture, or a browser that lists it without support): the field is still typed.
    }
  };
  return (
    <Row>
      <Field
        formId={formId}
        name={name}
        label={label}
        hint={hint}
        value={value}
        error={error}
        onValue={onValue}
        inputMode="numeric"
        autoComplete="off"
      />
      {canPick() && (
        <>
          <Button type="button" $tone="plain" onClick={open} aria-label={`Pick a date for ${label}`}>
            Pick a date
          </Button>
          <Picker
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            data-picker-for={name}
            onChange={(event) => onValue(typedOfIso(event.target.value))}
          />
        </>
      )}
    </Row>
  );
}
