import type { ReactNode } from 'react';
import { CardGrid, SectionIntro } from './card.ts';
import { Container, Section, SectionHeading } from './container.ts';

interface CardGridSectionProps {
  id?: string;
  heading: string;
  /** The sentence under the heading, shown only when there is one. */
  intro?: string;
  tone: 'plain' | 'surface' | 'dark';
  /** How narrow a card may get on a tablet or wider before the grid has one column fewer. */
  cardMin: string;
  /** The cards, each a Card (an <li>). */
  children: ReactNode;
}

/** The frame of every section of cards: its heading, the intro and the grid the cards go in. */
export function CardGridSection({ id, heading, intro, tone, cardMin, children }: CardGridSectionProps) {
  return (
    <Section id={id} $tone={tone}>
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <CardGrid $min={cardMin}>{children}</CardGrid>
      </Container>
    </Section>
  );
}
