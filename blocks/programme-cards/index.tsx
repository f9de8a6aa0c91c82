import styled from 'styled-components';
import type { ProgrammeCard, ProgrammeCardsBlock } from '../../content/types.ts';
import { Card, CardBody } from '../../src/shared/ui/card.ts';
import { CardGridSection } from '../../src/shared/ui/card-grid-section.tsx';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';

type Tone = NonNullable<ProgrammeCard['tone']>;

/** A band of the card's colour along its top edge: colour as decoration, never as text on white. */
const ToneCard = styled(Card)<{ $tone: Tone }>`
  border-top: 6px solid ${({ theme, $tone }) => theme.colors[$tone]};
`;

const FullTitle = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.s} 0 0;
  padding: ${({ theme }) => theme.space.m} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space.s};
`;

const Feature = styled.li<{ $tone: Tone }>`
  position: relative;
  padding-left: ${({ theme }) => theme.space.l};
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.6em;
    width: 0.6rem;
    height: 0.6rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

/** The programmes of a page, one card each: short and full title, description and what it does. */
export default function ProgrammeCards({ id, heading, intro, tone = 'plain', cards }: ProgrammeCardsBlock) {
  const strings = useUiStrings();
  return (
    <CardGridSection id={id} heading={heading} intro={intro} tone={tone} cardMin="15rem">
      {cards.map(({ title, fullTitle, description, features, tone = 'primary' }) => (
        <ToneCard key={title} $tone={tone}>
          <CardBody>
            <h3>{title}</h3>
            <FullTitle>{fullTitle}</FullTitle>
            <p>{description}</p>
            <Features aria-label={strings.whatWeDo(title)}>
              {features.map((feature) => (
                <Feature key={feature} $tone={tone}>
                  {feature}
                </Feature>
              ))}
            </Features>
          </CardBody>
        </ToneCard>
      ))}
    </CardGridSection>
  );
}
