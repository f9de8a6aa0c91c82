import styled from 'styled-components';
import type { StatisticsBlock } from '../../content/types.ts';
import { SectionIntro } from '../../src/shared/ui/card.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';

const Tiles = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
`;

/** dt/dd pairs keep each figure with its meaning for screen readers; the label is read first. */
const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.l};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.secondaryDark};
  border-radius: ${({ theme }) => theme.radii.m};
`;

const Label = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

const Figure = styled.dd`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h1};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Key facts about the problem a programme tackles: a large figure over what it means. */
export default function Statistics({ id, heading, intro, items }: StatisticsBlock) {
  return (
    <Section id={id} $tone="dark">
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <Tiles>
          {items.map(({ figure, label }) => (
            <Tile key={figure + label}>
              <Label>{label}</Label>
              <Figure>{figure}</Figure>
            </Tile>
          ))}
        </Tiles>
      </Container>
    </Section>
  );
}
