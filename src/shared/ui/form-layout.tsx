// Layout shared by the form blocks: a form card beside a side panel (stacked on phones),
// and the panel that replaces a sent form.
import { forwardRef } from 'react';
import styled from 'styled-components';
import { SubmitButton } from './form-controls.tsx';

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); }
`;

export const FormCard = styled.div`
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space.xl}; }
  h2, h3 { color: ${({ theme }) => theme.colors.secondary}; }
`;

export const SidePanel = styled.aside`
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onDark};
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space.xl}; }
  h2, h3 { color: ${({ theme }) => theme.colors.onDark}; font-size: ${({ theme }) => theme.fontSizes.h3}; }
  a { color: ${({ theme }) => theme.colors.accent}; font-weight: 600; }
  a:hover { color: ${({ theme }) => theme.colors.onDark}; }
`;

export const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.textWidth};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

/** The block's heading: h1 when the form is the page's main content, else h2 (render with `as`). */
export const BlockHeading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  color: ${({ theme }) => theme.colors.secondary};
  margin-bottom: ${({ theme }) => theme.space.l};
`;

const SuccessBox = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space.xl} 0;
  h2, h3 { font-size: ${({ theme }) => theme.fontSizes.h3}; color: ${({ theme }) => theme.colors.secondary}; }
  h2:focus, h3:focus { outline: none; }
  h2:focus-visible, h3:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

interface SentStatusProps {
  sent: boolean;
  heading: string;
  level: 'h2' | 'h3';
  text?: string | null;
  againLabel: string;
  onAgain: () => void;
}

/**
 * The live region of a form block: empty while the form is shown, then the confirmation that replaces the sent
 * form, with a button for a fresh one. Its heading takes focus so it is read at once. Without JavaScript the
 * button asks for the page afresh: a GET form without an action goes to the page's own address with its query
 * replaced (a confirmation's ?sent dropped). With JavaScript the form comes back in place, without a reload.
 */
export const SentStatus = forwardRef<HTMLHeadingElement, SentStatusProps>(function SentStatus(
  { sent, heading, level: Heading, text, againLabel, onAgain },
  ref,
) {
  return (
    <div role="status">
      {sent && (
        <SuccessBox>
          <Heading ref={ref} tabIndex={-1}>
            {heading}
          </Heading>
          {text && <p>{text}</p>}
          <form method="get">
            <SubmitButton
              onClick={(event) => {
                event.preventDefault();
                onAgain();
              }}
            >
              {againLabel}
            </SubmitButton>
          </form>
        </SuccessBox>
      )}
    </div>
  );
});

/** Heading tags for a form block whose own heading is at `level`. */
export const headingTags = (level: 1 | 2 = 1) =>
  level === 1 ? ({ main: 'h1', sub: 'h2' } as const) : ({ main: 'h2', sub: 'h3' } as const);

/** A heading inside a form block (the form title, the side panel): h2, or h3 under an h2 block heading. */
export const SubHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  margin-bottom: ${({ theme }) => theme.space.m};
`;
