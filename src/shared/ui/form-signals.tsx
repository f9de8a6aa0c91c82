// The two parts of a form that are not fields: the alert that announces what happened, and the
// honeypot that only bots fill in.
import styled, { css } from 'styled-components';
import { useUiStrings } from '../i18n/page-language.ts';

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The anti-spam trap: invisible and unreachable for people, tempting for bots. */
export function Honeypot({
  formId,
  name,
  value,
  onValue,
}: {
  formId: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const id = `${formId}-${name}`;
  const strings = useUiStrings();
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>{strings.leaveEmpty}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </OffScreen>
  );
}

const AlertBox = styled.div<{ $shown: boolean }>`
  ${({ $shown, theme }) =>
    $shown &&
    css`
    margin-bottom: ${theme.space.l};
    padding: ${theme.space.m} ${theme.space.l};
    border-left: 4px solid ${theme.colors.primaryDark};
    border-radius: ${theme.radii.s};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.text};
    font-weight: 600;
  `}
`;

/** Always in the page, so a message that appears in it is announced at once. */
export function FormAlert({ message, id }: { message: string | null; id?: string }) {
  return (
    <AlertBox id={id} role="alert" $shown={Boolean(message)}>
      {message}
    </AlertBox>
  );
}
