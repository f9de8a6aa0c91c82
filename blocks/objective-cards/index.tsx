import styled from 'styled-components';
import type { ObjectiveCard, ObjectiveCardsBlock } from '../../content/types.ts';
import { ButtonLink } from '../../src/shared/ui/button-link.tsx';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { Icon } from '../../src/shared/ui/icons.tsx';
import type { Theme } from '../../src/shared/theme/tokens.ts';

type Tone = NonNullable<ObjectiveCard['color']>;

/** Each palette tone as a readable pair: the icon disc and the card's top edge. */
const tones = (theme: Theme): Record<Tone, { disc: string; icon: string; edge: string }> => ({
  primary: { disc: theme.colors.primarySoft, icon: theme.colors.primary, edge: theme.colors.primary },
  secondary: { disc: theme.colors.secondarySoft, icon: theme.colors.secondary, edge: theme.colors.secondary },
  // Accent is too light for text on white, so it only fills the disc behind a deep-blue icon.
  accent: { disc: theme.colors.accent, icon: theme.colors.secondary, edge: theme.colors.accent },
});

const Header = styled.header`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.lead}; }
`;

const Eyebrow = styled.p`
  && { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.primary}; margin-bottom: ${({ theme }) => theme.space.s}; }
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-weight: 700;
`;

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.l};
  /* Two to a row on tablets; on wide screens four cards share one row, other counts go three to a row
     with a short last row centred. */
  --columns: 1;
  ${({ theme }) => theme.media.tablet} { --columns: 2; }
  ${({ theme }) => theme.media.desktop} { --columns: ${({ $count }) => ($count === 4 ? 4 : Math.min($count, 3))}; }
  > li { flex: 0 0 calc((100% - (var(--columns) - 1) * ${({ theme }) => theme.space.l}) / var(--columns)); }
`;

const Card = styled.li<{ $tone: Tone }>`
  /* Phones: icon beside the text, so a list of six stays short; wider screens: icon on top. */
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.m};
  align-items: start;
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  border-top: ${({ theme }) => theme.space.xs} solid ${({ theme, $tone }) => tones(theme)[$tone].edge};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  ${({ theme }) => theme.media.tablet} {
    display: block;
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.l};
  }
`;

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.secondary};
  margin-bottom: ${({ theme }) => theme.space.s};
`;

const Disc = styled.span<{ $tone: Tone }>`
  grid-row: span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  ${({ theme }) => theme.media.tablet} {
    width: ${({ theme }) => theme.space.xxl};
    height: ${({ theme }) => theme.space.xxl};
    margin-bottom: ${({ theme }) => theme.space.m};
  }
  background: ${({ theme, $tone }) => tones(theme)[$tone].disc};
  color: ${({ theme, $tone }) => tones(theme)[$tone].icon};
  svg { width: 50%; height: 50%; }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

/** Mission or objectives: cards with an icon, a title and a sentence, and an optional button. */
export default function ObjectiveCards({
  id,
  eyebrow,
  heading,
  intro,
  tone = 'plain',
  cards,
  button,
}: ObjectiveCardsBlock) {
  return (
    <Section id={id} $tone={tone}>
      <Container>
        {(eyebrow || heading || intro) && (
          <Header>
            {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
            {heading && <SectionHeading>{heading}</SectionHeading>}
            {intro && <p>{intro}</p>}
          </Header>
        )}
        <Grid $count={cards.length}>
          {cards.map((card) => (
            <Card key={card.title} $tone={card.color ?? 'primary'}>
              <Disc $tone={card.color ?? 'primary'}>
                <Icon name={card.icon} />
              </Disc>
              {/* Without a section heading the cards' titles are the section's headings. */}
              <CardTitle as={heading ? 'h3' : 'h2'}>{card.title}</CardTitle>
              <p>{card.description}</p>
            </Card>
          ))}
        </Grid>
        {button && (
          <Action>
            <ButtonLink {...button} />
          </Action>
        )}
      </Container>
    </Section>
  );
}
