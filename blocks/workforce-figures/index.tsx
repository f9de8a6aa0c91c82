import styled from 'styled-components';
import type { WorkforceFiguresBlock } from '../../content/types.ts';
import { SectionIntro } from '../../src/shared/ui/card.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';

/** Phones: one figure per row, number beside its label. Wider: a row of tiles sized to their numbers, so 6,00,000+ never breaks. */
const Figures = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.m};
  ${({ theme }) => theme.media.tablet} { flex-direction: row; flex-wrap: wrap; }
`;

/** dt (label) comes first for screen readers; the number is shown first. */
const Item = styled.div`
  display: flex;
  flex-direction: row-reverse;
  justify-content: flex-end;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.m};
  padding: ${({ theme }) => `${theme.space.m} ${theme.space.l}`};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.tablet} {
    flex: 1 1 auto;
    flex-direction: column-reverse;
    justify-content: flex-end;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.l};
    text-align: center;
  }
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Figure = styled.dd`
  margin: 0;
  white-space: nowrap;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h2};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The people behind the work, as large numbers with what they count. */
export default function WorkforceFigures({ id, heading, intro, tone = 'surface', figures }: WorkforceFiguresBlock) {
  return (
    <Section id={id} $tone={tone}>
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <Figures>
          {figures.map(({ number, label }) => (
            <Item key={label}>
              <Label>{label}</Label>
              <Figure>{number}</Figure>
            </Item>
          ))}
        </Figures>
      </Container>
    </Section>
  );
}
