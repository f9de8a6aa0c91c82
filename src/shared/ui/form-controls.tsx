// Accessible form pieces shared by the form blocks: every field has a visible label, its hint
// and error are tied to it (aria-describedby, aria-invalid), errors are announced (role="alert").
import { forwardRef, type ChangeEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * A form's ref: once scripts run (refs attach as the page hydrates, before the browser paints), the
 * block's own checks and accessible messages replace the browser's. The HTML has no `novalidate`, so
 * without JavaScript the browser enforces `required` and the input types.
 */
export const scriptedChecks = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

export const fieldIds = (formId: string, name: string) => ({
  input: `${formId}-${name}`,
  hint: `${formId}-${name}-hint`,
  error: `${formId}-${name}-error`,
});

const control = css<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.primaryDark : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  /* A field focused after a refused send is not hidden under the sticky header. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.xl});
  &:focus-visible { border-color: ${({ theme }) => theme.colors.focus}; }
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Input = styled.input<{ $invalid: boolean }>`${control}`;
const TextArea = styled.textarea<{ $invalid: boolean }>`${control} min-height: 8rem; resize: vertical;`;
const Select = styled.select<{ $invalid: boolean }>`${control}`;

const Wrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space.l};
  label { display: block; font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.colors.primaryDark};
  margin-left: ${({ theme }) => theme.space.xs};
`;

export interface FieldProps {
  formId: string;
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  error?: string;
  value: string;
  onValue: (value: string) => void;
  kind?: 'input' | 'textarea' | 'select';
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  options?: { value: string; label: string }[];
}

/** One labelled field. Required fields carry `required` and a visible * (hidden from screen readers, which say "required"). */
export const Field = forwardRef<HTMLElement, FieldProps>(function Field(props, ref) {
  const {
    formId,
    name,
    label,
    hint,
    placeholder,
    required = false,
    error,
    value,
    onValue,
    kind = 'input',
    type = 'text',
    autoComplete,
    inputMode,
    options = [],
  } = props;
  const ids = fieldIds(formId, name);
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: ids.input,
    name,
    required,
    value,
    $invalid: Boolean(error),
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValue(event.target.value),
  };
  let controlElement: ReactNode;
  if (kind === 'textarea')
    controlElement = <TextArea {...common} ref={ref as never} placeholder={placeholder} rows={5} />;
  else if (kind === 'select') {
    controlElement = (
      <Select {...common} ref={ref as never}>
        <option value="">{placeholder ?? ''}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  } else {
    controlElement = (
      <Input
        {...common}
        ref={ref as never}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    );
  }
  return (
    <Wrapper>
      <label htmlFor={ids.input}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </label>
      {hint && <Hint id={ids.hint}>{hint}</Hint>}
      {controlElement}
      {error && <ErrorText id={ids.error}>{error}</ErrorText>}
    </Wrapper>
  );
});

export const SubmitButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.xl}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 600;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryDark}; }
  &:disabled { cursor: not-allowed; opacity: 0.7; }
`;

export const RequiredNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;
