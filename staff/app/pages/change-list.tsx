// What changed between two published revisions, as the server says it in words (content/change-words/):
// page by page, then section by section, each line a sentence ('Heading: "Our History" → "Our Story"'),
// each language's text beside the English, and a picture as small thumbnails before and after.
import styled from 'styled-components';
import { LANGUAGE_NAMES_IN_ENGLISH } from '../../../schema/api/languages.ts';
import type { BeforeAfter, ChangeLine, PageChanges } from '../../../schema/api/publishing.ts';
import { Muted } from '../ui.tsx';

const Pages = styled.ul`
  padding-left: 1.2rem;
  li { overflow-wrap: anywhere; margin-bottom: ${({ theme }) => theme.space.xs}; }
  ul { padding-left: 1.2rem; margin: ${({ theme }) => theme.space.xs} 0; }
`;

const Thumbnail = styled.img`
  max-width: 6rem;
  max-height: 4rem;
  vertical-align: middle;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const quotedOrNone = (text?: string) => (text === undefined ? '(nothing)' : `"${text}"`);
const beforeAfter = ({ before, after }: BeforeAfter) => `${quotedOrNone(before)} → ${quotedOrNone(after)}`;
const fileName = (src: string) => src.replace(/^.*\//, '');

function Picture({ src, when }: { src?: string; when: 'Before' | 'After' }) {
  if (!src) return <span>(no picture)</span>;
  return <Thumbnail src={src} alt={`${when}: ${fileName(src)}`} title={fileName(src)} loading="lazy" />;
}

function Line({ line }: { line: ChangeLine }) {
  return (
    <li>
      {line.words}
      {line.text && `: ${beforeAfter(line.text)}`}
      {line.picture && (
        <>
          {': '}
          <Picture src={line.picture.before} when="Before" /> → <Picture src={line.picture.after} when="After" />
        </>
      )}
      {line.translations && (
        <ul>
          {line.translations.map((text) => (
            <li key={text.language}>
              {LANGUAGE_NAMES_IN_ENGLISH[text.language]}: <span lang={text.language}>{beforeAfter(text)}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function ChangeList({ changes }: { changes: PageChanges[] }) {
  if (changes.length === 0) return <Muted>No change in any page or language.</Muted>;
  return (
    <Pages aria-label="Changes">
      {changes.map((page) => (
        <li key={page.page}>
          <strong>{page.page}</strong>
          <ul>
            {page.sections.map((section, i) =>
              section.section ? (
                <li key={i}>
                  {section.section}
                  <ul>
                    {section.lines.map((line, j) => (
                      <Line key={j} line={line} />
                    ))}
                  </ul>
                </li>
              ) : (
                section.lines.map((line, j) => <Line key={`${i}-${j}`} line={line} />)
              ),
            )}
          </ul>
        </li>
      ))}
    </Pages>
  );
}
