import styled from 'styled-components';
import type { TimelineBlock } from '../../content/types.ts';
import { SectionIntro } from '../../src/shared/ui/card.ts';
import { ChipList } from '../../src/shared/ui/chip-list.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';

const List = styled.ol`
  position: relative;
  max-width: 52rem;
  margin: 0;
  padding: 0;
  list-style: none;
  /* The line the entries hang on. */
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: calc(${({ theme }) => theme.space.xl} / 2 - 1px);
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Entry = styled.li`
  position: relative;
  padding-left: calc(${({ theme }) => theme.space.xl} + ${({ theme }) => theme.space.m});
  padding-bottom: ${({ theme }) => theme.space.xl};
  &::before {
    content: '';
    position: absolute;
    top: ${({ theme }) => theme.space.s};
    left: calc(${({ theme }) => theme.space.xl} / 2 - 9px);
    width: 18px;
    height: 18px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 4px solid ${({ theme }) => theme.colors.background};
    background: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
  }
`;

const Year = styled.p`
  && { margin-bottom: ${({ theme }) => theme.space.xs}; }
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.primary};
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space.m};
  ${({ theme }) => theme.media.tablet} { padding: ${({ theme }) => theme.space.l}; }
  > :last-child { margin-bottom: 0; }
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { font-size: ${({ theme }) => theme.fontSizes.h3}; color: ${({ theme }) => theme.colors.secondary}; margin-bottom: ${({ theme }) => theme.space.xs}; }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** Years down a vertical line, oldest first, each with its story and achievements. */
export default function Timeline({ id, heading, intro, entries }: TimelineBlock) {
  const strings = useUiStrings();
  return (
    <Section id={id} $tone="surface">
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <List>
          {entries.map((entry) => (
            <Entry key={`${entry.year}-${entry.title}`}>
              <Year>{entry.year}</Year>
              <Card>
                <h3>{entry.title}</h3>
                {entry.subtitle && <Subtitle>{entry.subtitle}</Subtitle>}
                <p>{entry.description}</p>
                {entry.achievements && entry.achievements.length > 0 && (
                  <ChipList $tone="secondary" aria-label={strings.achievementsIn(entry.year)}>
                    {entry.achievements.map((achievement) => (
                      <li key={achievement}>{achievement}</li>
                    ))}
                  </ChipList>
                )}
              </Card>
            </Entry>
          ))}
        </List>
      </Container>
    </Section>
  );
}
