import styled from 'styled-components';
import type { CountersBlock } from '../../content/types.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';

const Header = styled.header`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
  p { font-size: ${({ theme }) => theme.fontSizes.lead}; }
`;

const Grid = styled.ul<{ $count: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.tablet} {
    /* Three to a row for 3, 6 or 9 figures; otherwise four. */
    grid-template-columns: repeat(${({ $count }) => ($count % 3 === 0 ? 3 : 4)}, minmax(0, 1fr));
  }
`;

const Tile = styled.li<{ $dark: boolean }>`
  padding: ${({ theme }) => theme.space.l} ${({ theme }) => theme.space.s};
  border-radius: ${({ theme }) => theme.radii.l};
  text-align: center;
  background: ${({ theme, $dark }) => ($dark ? theme.colors.secondaryDark : theme.colors.background)};
  box-shadow: ${({ theme, $dark }) => ($dark ? 'none' : theme.shadows.card)};
`;

const Figure = styled.span<{ $dark: boolean }>`
  display: block;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  /* Digits of equal width, so the row does not jitter while counting. */
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $dark }) => ($dark ? theme.colors.accent : theme.colors.primary)};
`;

const Label = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.s};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  overflow-wrap: normal;
  ${({ theme }) => theme.media.tablet} { font-size: ${({ theme }) => theme.fontSizes.body}; }
`;

/** Figures that count up from 0 when the section scrolls into view (the rules are the enhancer's: enhance.ts). */
export default function Counters({
  id,
  heading,
  intro,
  tone = 'dark',
  durationMs = 2000,
  threshold = 0.5,
  replay = 'once',
  items,
}: CountersBlock) {
  const ref = useEnhancer<HTMLElement>(enhance);
  const dark = tone === 'dark';
  return (
    <Section
      id={id}
      $tone={tone}
      ref={ref}
      data-enhance="counters"
      data-duration={durationMs}
      data-threshold={threshold}
      data-replay={replay}
    >
      <Container>
        <Header>
          <SectionHeading>{heading}</SectionHeading>
          {intro && <p>{intro}</p>}
        </Header>
        <Grid $count={items.length}>
          {items.map((item) => (
            <Tile key={item.label} $dark={dark}>
              {/* Screen readers get the real figure once; the moving one is for the eyes only. */}
              <Figure
                $dark={dark}
                aria-hidden="true"
                data-counter
                data-number={item.number}
                data-suffix={item.suffix}
              >{`${item.number}${item.suffix ?? ''}`}</Figure>
              <span className="visually-hidden">{`${item.number}${item.suffix ?? ''} `}</span>
              <Label>{item.label}</Label>
            </Tile>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
