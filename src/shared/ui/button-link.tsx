import styled, { css } from 'styled-components';
import type { Button } from '../../../content/types.ts';
import { SmartLink } from './smart-link.tsx';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover { background: ${({ theme }) => theme.colors.primaryDark}; color: ${({ theme }) => theme.colors.onDark}; }
  `,
  secondary: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover { background: rgba(255, 255, 255, 0.12); color: inherit; }
  `,
};

const Styled = styled(SmartLink)<{ $variant: keyof typeof variants }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variants[$variant]}
`;

/** A call-to-action link styled as a button. */
export function ButtonLink({ label, href, variant = 'primary' }: Button) {
  return (
    <Styled href={href} $variant={variant}>
      {label}
    </Styled>
  );
}

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.m};
`;

/** A section's buttons in a row, each with its own variant (primary unless set); nothing when there are none. */
export function ButtonLinks({ buttons }: { buttons: readonly Button[] }) {
  if (buttons.length === 0) return null;
  return (
    <ButtonRow>
      {buttons.map((button) => (
        <ButtonLink key={button.label} {...button} />
      ))}
    </ButtonRow>
  );
}
