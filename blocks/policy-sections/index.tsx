import styled from 'styled-components';
import type { PolicySectionsBlock } from '../../src/shared/content/types.ts';
import { SmartLink } from '../../src/shared/ui/smart-link.tsx';

const Article = styled.article`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.section} ${theme.space.l}`};
  h1 { font-size: ${({ theme }) => theme.fontSizes.h1}; color: ${({ theme }) => theme.colors.secondary}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.h3}; margin-top: ${({ theme }) => theme.space.xl}; color: ${({ theme }) => theme.colors.secondary}; }
  ul { padding-left: ${({ theme }) => theme.space.l}; }
`;

const Intro = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A policy document: the page's heading, then titled sections that each end with the contact link. */
export default function PolicySections({ id, heading, intro, updated, sections, sectionLink }: PolicySectionsBlock) {
  return (
    <Article id={id}>
      <h1>{heading}</h1>
      {updated && (
        <p>
          Last updated: <time dateTime={updated}>{updated}</time>
        </p>
      )}
      {intro && <Intro>{intro}</Intro>}
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {sectionLink && (
            <p>
              <SmartLink href={sectionLink.href}>{sectionLink.label}</SmartLink>
            </p>
          )}
        </section>
      ))}
    </Article>
  );
}
