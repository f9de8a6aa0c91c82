import styled from 'styled-components';
import type { PolicySectionsBlock } from '../../content/types.ts';
import { LANGUAGE_TAGS } from '../../schema/api/languages.ts';
import { usePageLanguage } from '../../src/shared/i18n/page-language.ts';
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

/** Where the date goes in the words "Last updated: {date}" of the page's language (a character never typed). */
const DATE_MARK = '\u2063';

/** "Last updated: 1 June 2025" in the page's language (अंतिम अद्यतन: 1 जून 2025), the date machine-readable too. */
function LastUpdated({ date }: { date: string }) {
  const { language, strings } = usePageLanguage();
  const [before, after = ''] = strings.lastUpdated(DATE_MARK).split(DATE_MARK);
  const written = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return (
    <p>
      {before}
      <time dateTime={date}>{written}</time>
      {after}
    </p>
  );
}

/** A policy document: the page's heading, then titled sections that each end with the contact link. */
export default function PolicySections({ id, heading, intro, updated, sections, sectionLink }: PolicySectionsBlock) {
  return (
    <Article id={id}>
      <h1>{heading}</h1>
      {updated && <LastUpdated date={updated} />}
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
