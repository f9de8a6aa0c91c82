// The amounts a donor may choose (Rs 500, 1,000, 2,500, 5,000, fixed by the server's contract) or another,
// as radio buttons in one fieldset, with the field of the other amount below them. A plain form posts it.
import styled from 'styled-components';
import { DONATION_AMOUNTS } from '../../schema/api/donation-rules.ts';
import { indianRupees } from '../../schema/api/donation-payment.ts';
import { fieldIds } from '../../src/shared/ui/form-controls.tsx';

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.m};
  padding: 0;
  legend { font-weight: 700; margin-bottom: ${({ theme }) => theme.space.s}; }
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.s};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.s};
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.m};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.m};
    font-weight: 600;
    cursor: pointer;
  }
  input { width: 22px; height: 22px; margin: 0; flex: none; }
  label:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; background: ${({ theme }) => theme.colors.primarySoft}; }
`;

const ErrorText = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

export interface AmountChoiceProps {
  formId: string;
  legend: string;
  otherLabel: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
}

export function AmountChoice({ formId, legend, otherLabel, value, error, onValue }: AmountChoiceProps) {
  // The first radio carries the field's id, so the error summary's link and the focus after a refusal land on it.
  const ids = fieldIds(formId, 'amount');
  const choices = [
    ...DONATION_AMOUNTS.map((rupees) => [String(rupees), `Rs ${indianRupees(rupees)}`]),
    ['other', otherLabel],
  ];
  return (
    <Group aria-describedby={error ? ids.error : undefined}>
      <legend>{legend}</legend>
      <Choices>
        {choices.map(([choice, label], index) => (
          <label key={choice}>
            <input
              type="radio"
              id={index === 0 ? ids.input : `${ids.input}-${choice}`}
              name="amount"
              value={choice}
              required
              checked={value === choice}
              aria-invalid={error ? true : undefined}
              onChange={() => onValue(choice)}
            />
            {label}
          </label>
        ))}
      </Choices>
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </Group>
  );
}
