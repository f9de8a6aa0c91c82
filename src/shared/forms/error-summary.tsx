// The error summary of a page served for a plain form post (the GOV.UK pattern): at the top of the
// form, focused as the page loads (the autofocus attribute works without JavaScript), it names each
// problem and links to its field. The scripted path keeps its own alert; this shows only there.
import { useEffect, type MouseEvent } from 'react';
import styled from 'styled-components';
import { focusField } from './use-form-focus.ts';

/** What a served error page's title starts with in English (the server's renderer writes it into <title>). */
import { ERROR_TITLE_PREFIX } from '../../../schema/api/form-texts/error-summary-en.ts';
export { ERROR_TITLE_PREFIX };

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => `${theme.space.m} ${theme.space.l}`};
  border: 4px solid ${({ theme }) => theme.colors.primaryDark};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.primarySoft};
  /* A message may hold a word no line break may split (an e-mail address with the sentence's full stop or
     danda attached); "anywhere" also lets the box's minimum width ignore it, so a narrow phone's layout
     does not widen to fit it (break-word, the page's default, does not). */
  overflow-wrap: anywhere;
  h2, h3 { margin-top: 0; color: ${({ theme }) => theme.colors.text}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.l}; }
  a { color: ${({ theme }) => theme.colors.primaryDark}; font-weight: 600; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; }
`;

export interface ErrorSummaryProps {
  heading: string;
  level: 'h2' | 'h3';
  /** A sentence for the whole form, before the list. */
  message?: string;
  /** Each problem, with the id of its field's control when it has one. */
  problems: { id?: string; text: string }[];
  /** "Error: " in the page's language. */
  titlePrefix?: string;
}

export function ErrorSummary(props: ErrorSummaryProps) {
  const { heading, level: Heading, message, problems, titlePrefix = ERROR_TITLE_PREFIX } = props;
  // Once scripts run, the shell sets the route's title (after this effect, hence the timer); the
  // "Error: " prefix stays while the summary does.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!document.title.startsWith(titlePrefix)) document.title = `${titlePrefix}${document.title}`;
    });
    return () => {
      clearTimeout(timer);
      if (document.title.startsWith(titlePrefix)) document.title = document.title.slice(titlePrefix.length);
    };
  }, [titlePrefix]);
  // With scripts, a link moves focus into its field (a plain fragment link only scrolls in some browsers).
  const follow = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    focusField(id);
  };
  return (
    // The browser applies autofocus as the HTML loads; React leaves the attribute out on the client, hence
    // suppressHydrationWarning (for this element's own attributes only).
    <Box tabIndex={-1} autoFocus suppressHydrationWarning>
      <Heading>{heading}</Heading>
      {message && <p>{message}</p>}
      <ul>
        {problems.map(({ id, text }) => (
          <li key={`${id}-${text}`}>
            {id ? (
              <a href={`#${id}`} onClick={follow(id)}>
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        ))}
      </ul>
    </Box>
  );
}
