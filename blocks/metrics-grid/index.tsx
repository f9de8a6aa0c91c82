import styled from 'styled-components';
import type { MetricsGridBlock } from '../../content/types.ts';
import { Card, CardImage, SectionIntro } from '../../src/shared/ui/card.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { indianDigits } from '../../src/shared/ui/indian-digits.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.m};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.desktop} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${({ theme }) => theme.space.l}; }
`;

const Figure = styled.p`
  && { margin: 0; }
  padding: ${({ theme }) => `${theme.space.l} ${theme.space.m}`};
  text-align: center;
  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.h1};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.primary};
  }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
`;

/** Key figures as tiles: the figure and its label, under a photo when there is one. */
export default function MetricsGrid({ id, heading, intro, items }: MetricsGridBlock) {
  return (
    <Section id={id} $tone="surface">
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <Grid>
          {items.map((item) => (
            <Card key={item.label}>
              {item.image && <CardImage image={item.image} sizes="(min-width: 1024px) 25vw, 50vw" />}
              <Figure>
                <strong>
                  {indianDigits(item.number)}
                  {item.suffix}
                </strong>{' '}
                <span>{item.label}</span>
              </Figure>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
