import { useId } from 'react';
import styled from 'styled-components';
import type { AccordionBlock } from '../../content/types.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { Icon } from '../../src/shared/ui/icons.tsx';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';

const Column = styled.div`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto;
  > p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.lead}; }
`;

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  min-height: 56px;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.m};
  padding: ${({ theme }) => theme.space.m} ${({ theme }) => theme.space.s};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  &[aria-expanded='true'] { color: ${({ theme }) => theme.colors.primary}; }
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.primary}; }
  svg { flex: none; transition: transform ${({ theme }) => theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.s} ${({ theme }) => theme.space.l};
  p:last-child { margin-bottom: 0; }
`;

const Subtitle = styled.h4`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.body};
  margin: ${({ theme }) => theme.space.m} 0 ${({ theme }) => theme.space.xs};
`;

/**
 * Titled sections, one open at a time; choosing the open one closes it. The server's HTML has every panel;
 * the block's enhancer (enhance.ts) opens and closes them, with no React in the browser.
 */
export default function Accordion({ id, heading, intro, initiallyOpen = 0, sections }: AccordionBlock) {
  const open = initiallyOpen >= 1 && initiallyOpen <= sections.length ? initiallyOpen - 1 : null;
  const root = useEnhancer<HTMLElement>(enhance);
  const base = useId();
  // Without a block heading the section titles sit directly under the page's h1.
  const level = heading ? 3 : 2;
  return (
    <Section id={id} ref={root} data-enhance="accordion">
      <Container>
        <Column>
          {heading && <SectionHeading>{heading}</SectionHeading>}
          {intro && <p>{intro}</p>}
          <List>
            {sections.map((section, index) => {
              const expanded = open === index;
              const buttonId = `${base}-button-${index}`;
              const panelId = `${base}-panel-${index}`;
              return (
                <Item key={section.id} id={section.id}>
                  <Title as={`h${level}` as 'h2' | 'h3'}>
                    <Toggle type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId}>
                      <span>{section.title}</span>
                      <Icon name="chevronDown" />
                    </Toggle>
                  </Title>
                  <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                    {section.items.map((item) => (
                      <div key={item.subtitle ?? item.text}>
                        {item.subtitle && <Subtitle as={level === 2 ? 'h3' : 'h4'}>{item.subtitle}</Subtitle>}
                        <p>{item.text}</p>
                      </div>
                    ))}
                  </Panel>
                </Item>
              );
            })}
          </List>
        </Column>
      </Container>
    </Section>
  );
}
