import styled from 'styled-components';
import type { InterventionSelectorBlock } from '../../content/types.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { SmartLink } from '../../src/shared/ui/smart-link.tsx';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  ${({ theme }) => theme.media.tablet} { grid-template-columns: minmax(12rem, 1fr) 2fr; gap: ${({ theme }) => theme.space.xl}; }
`;

const Topics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s};
  ${({ theme }) => theme.media.tablet} { flex-direction: column; }
`;

const Topic = styled.button`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
  }
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { font-size: ${({ theme }) => theme.fontSizes.h3}; color: ${({ theme }) => theme.colors.secondary}; }
  img { border-radius: ${({ theme }) => theme.radii.m}; margin-bottom: ${({ theme }) => theme.space.l}; }
`;

/**
 * Topics beside a panel: pointing at, focusing or choosing a topic shows its description. Every topic's
 * description is in the markup (the HTML is the whole page without JavaScript); the others are `hidden`,
 * so what is seen and announced is the chosen one, as when only it was rendered.
 */
export default function InterventionSelector({ id, heading, intro, items, initial = 1 }: InterventionSelectorBlock) {
  const strings = useUiStrings();
  const selected = Math.min(Math.max(initial, 1), items.length) - 1;
  // The behaviour is the block's enhancer (enhance.ts): no React in the browser.
  const root = useEnhancer<HTMLElement>(enhance);
  return (
    <Section id={id} $tone="surface" ref={root} data-enhance="intervention-selector">
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <p>{intro}</p>}
        <Layout data-choices>
          <Topics>
            {items.map((topic, index) => (
              <li key={topic.title}>
                <Topic type="button" aria-pressed={index === selected} data-choice>
                  {topic.title}
                </Topic>
              </li>
            ))}
          </Topics>
          <Panel aria-live="polite">
            {items.map((item, index) => (
              <div key={item.title} hidden={index !== selected} data-without-js="shown" data-choice-panel>
                {item.image && <ResponsiveImage image={item.image} sizes="(min-width: 768px) 50vw, 100vw" />}
                <h3>{item.title}</h3>
                {item.description.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {item.link && (
                  <SmartLink href={item.link.href}>
                    {item.link.label}
                    <span className="visually-hidden"> {strings.about(item.title)}</span>
                  </SmartLink>
                )}
              </div>
            ))}
          </Panel>
        </Layout>
      </Container>
    </Section>
  );
}
