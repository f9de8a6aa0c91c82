// Accessible form pieces shared by the form blocks: every field has a visible label, its hint
// and error are tied to it (aria-describedby, aria-invalid), errors are announced (role="alert").
import { forwardRef, type ChangeEvent, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';

/**
 * A form's ref: once scripts run (refs attach as the page hydrates, before the browser paints), the
 * block's own checks and accessible messages replace the browser's. The HTML has no `novalidate`, so
 * without JavaScript the browser enforces `required` and the input types (with JavaScript, start-islands.ts
 * turns them off at load: a form sent before its island wakes is held and checked by the island once it is
 * ready, or, if the island cannot start, posted plainly and checked by the server).
 */
export const scriptedChecks = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

export const fieldIds = (formId: string, name: string) => ({
  input: `${formId}-${name}`,
  hint: `${formId}-${name}-hint`,
  error: `${formId}-${name}-error`,
});

/**
 * A field jumped to from the error summary (without JavaScript) or focused after a refused send lands
 * below the pinned header with its label: room for the header at that width and a two-line
 * label. On a phone the header is pinned only with a script, which makes it compact (3.5 rem) once the
 * page scrolls; without one it scrolls away (site-header.tsx). Above 768 px it stays pinned, up to 146 px
 * tall without a script (measured in English, Hindi and Telugu).
 */
export const belowPinnedHeader = css`
  scroll-margin-top: 7rem;
  @media (scripting: none) { scroll-margin-top: 3rem; }
  ${({ theme }) => theme.media.tablet} { scroll-margin-top: 13.5rem; }
`;

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
  ${belowPinnedHeader}
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
  inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal';
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

/** A ring that swells and fades: the send was taken and is waiting for the form's script (no text changes). */
const waiting = keyframes`
  from { box-shadow: 0 0 0 0 var(--waiting-ring); }
  to { box-shadow: 0 0 0 8px transparent; }
`;

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
  /* A send made before the form's island woke is held until it is ready (src/shell/islands/sends-before-wake.ts). */
  form[aria-busy='true'] & {
    cursor: progress;
    --waiting-ring: ${({ theme }) => theme.colors.primary};
    animation: ${waiting} 0.9s ease-out infinite;
    ${({ theme }) => theme.media.reducedMotion} { animation: none; box-shadow: 0 0 0 3px var(--waiting-ring); }
  }
`;

export const RequiredNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;
