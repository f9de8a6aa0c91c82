import { useId } from 'react';
import styled from 'styled-components';
import type { HighlightCategory, HighlightsBlock } from '../../content/types.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { Icon } from '../../src/shared/ui/icons.tsx';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';

const Header = styled.header`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.lead}; }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr));
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.s};
    font-size: ${({ theme }) => theme.fontSizes.h3};
    color: ${({ theme }) => theme.colors.secondary};
  }
  h3 svg { color: ${({ theme }) => theme.colors.primary}; flex: none; }
`;

const Points = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.m};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Point = styled.button`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  border: 0;
  border-left: ${({ theme }) => theme.space.xs} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.s};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  &[aria-pressed='true'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 700;
  }
  text-align: left;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
`;

/** Holds every point's description (the HTML is the whole page without JavaScript); all but the active one are hidden. */
const Descriptions = styled.div`
  margin-top: auto;
`;

const Description = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.m};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

function Category({ category }: { category: HighlightCategory }) {
  const active = 0;
  const descriptionId = useId();
  return (
    <Card data-choices>
      <h3>
        {category.icon && <Icon name={category.icon} />}
        {category.title}
      </h3>
      <Points>
        {category.items.map((item, index) => {
          return (
            <li key={item.title}>
              <Point type="button" aria-pressed={index === active} aria-controls={descriptionId} data-choice>
                {item.title}
              </Point>
            </li>
          );
        })}
      </Points>
      <Descriptions id={descriptionId} aria-live="polite">
        {category.items.map((item, index) => (
          <Description key={item.title} hidden={index !== active} data-without-js="shown" data-choice-panel>
            {item.description}
          </Description>
        ))}
      </Descriptions>
    </Card>
  );
}

/** Key highlights: category cards whose description follows the point pointed at, focused or chosen. */
export default function Highlights({ id, heading, intro, tone = 'surface', categories }: HighlightsBlock) {
  // The behaviour is the block's enhancer (enhance.ts): no React in the browser.
  const root = useEnhancer<HTMLElement>(enhance);
  return (
    <Section id={id} $tone={tone} ref={root} data-enhance="highlights">
      <Container>
        <Header>
          <SectionHeading>{heading}</SectionHeading>
          {intro && <p>{intro}</p>}
        </Header>
        <Grid>
          {categories.map((category) => (
            <Category key={category.title} category={category} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
