// The staff app's small pieces, on the site's theme tokens: buttons, notices (announced), page
// headings that take the focus when a page opens (keyboard and screen-reader users hear where
// they are), cards and definition lists that reflow from 320 px up.
import { type ReactNode, useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';

const tones = {
  primary: css`
    background: ${({ theme }) => theme.colors.secondary};
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onDark};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.secondaryDark}; }
  `,
  plain: css`
    background: ${({ theme }) => theme.colors.background};
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.secondary};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.secondarySoft}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.primaryDark};
    border-color: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.onDark};
    &:hover:not(:disabled) { filter: brightness(0.85); }
  `,
};

export const Button = styled.button<{ $tone?: keyof typeof tones }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.l}`};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.s};
  font-weight: 600;
  cursor: pointer;
  text-align: center;
  ${({ $tone = 'primary' }) => tones[$tone]}
  &:disabled { cursor: not-allowed; opacity: 0.7; }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  margin: ${({ theme }) => theme.space.m} 0;
`;

export const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space.m};
  margin-bottom: ${({ theme }) => theme.space.l};
  h2 { font-size: ${({ theme }) => theme.fontSizes.h3}; }
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space.l}; }
`;

/** Label and value side by side from tablet width up; on a phone each value under its label. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  margin: 0 0 ${({ theme }) => theme.space.m};
  dt { font-weight: 600; }
  dd { margin: 0 0 ${({ theme }) => theme.space.s}; overflow-wrap: anywhere; }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(7rem, max-content) 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.m}`};
    dd { margin: 0; }
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const NoticeBox = styled.div<{ $error: boolean }>`
  border-left: 4px solid ${({ theme, $error }) => ($error ? theme.colors.primaryDark : theme.colors.secondary)};
  background: ${({ theme, $error }) => ($error ? theme.colors.primarySoft : theme.colors.secondarySoft)};
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  margin: ${({ theme }) => theme.space.m} 0;
  p:last-child { margin-bottom: 0; }
`;

/** A message read out when it appears: role="alert" for a refusal, role="status" otherwise. */
export function Notice({ error = false, children }: { error?: boolean; children?: ReactNode }) {
  return (
    <div role={error ? 'alert' : 'status'}>
      {children ? (
        <NoticeBox $error={error}>
          <p>{children}</p>
        </NoticeBox>
      ) : null}
    </div>
  );
}

/**
 * Where the focus goes when what was pressed has gone (a row released, erased or marked done): the
 * notice saying what happened, so a keyboard user goes on from there instead of from the top.
 */
export const NoticeFocus = styled.div.attrs({ tabIndex: -1 })`
  &:focus { outline: none; }
`;

const Heading = styled.h1`
  font-size: clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem);
  /* Focused by the page, never by Tab (tabIndex -1): no ring around a heading nobody can act on. */
  &:focus, &:focus-visible { outline: none; }
`;

/** The page's heading; it takes the focus when the page opens, and names the page in the title. */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} - Staff area - ${import.meta.env.VITE_ORGANISATION ?? ''}`;
    ref.current?.focus();
  }, [title]);
  return (
    <Heading ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}

export const formatTime = (iso: string | null, never = 'never') =>
  iso
    ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })
    : never;
