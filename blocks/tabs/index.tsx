import { useId } from 'react';
import styled from 'styled-components';
import type { TabsBlock } from '../../content/types.ts';
import { SectionIntro } from '../../src/shared/ui/card.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { SmartLink } from '../../src/shared/ui/smart-link.tsx';
import { SplitLayout } from '../../src/shared/ui/split-layout.ts';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';

/** Stacked on phones (long centre names fit), a row with an underline from 768 px. */
const TabList = styled.div`
  display: flex;
  flex-direction: column;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.s};
    border-left: 0;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
`;

const Tab = styled.button`
  min-height: 48px;
  margin-left: -2px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  border: 0;
  border-left: 4px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-selected='true'] { color: ${({ theme }) => theme.colors.primary}; border-left-color: ${({ theme }) => theme.colors.primary}; }
  font-weight: 700;
  line-height: ${({ theme }) => theme.lineHeights.heading};
  text-align: left;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.primaryDark}; }
  ${({ theme }) => theme.media.tablet} {
    margin: 0 0 -2px;
    padding: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
    border-left: 0;
    border-bottom: 4px solid transparent;
    &[aria-selected='true'] { border-left-color: transparent; border-bottom-color: ${({ theme }) => theme.colors.primary}; }
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
`;

const Panel = styled(SplitLayout)`
  padding-top: ${({ theme }) => theme.space.xl};
  &[hidden] { display: none; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.h3}; color: ${({ theme }) => theme.colors.secondary}; }
  p { max-width: ${({ theme }) => theme.layout.textWidth}; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radii.l}; }
`;

const Acronym = styled.p`
  && { margin-bottom: ${({ theme }) => theme.space.s}; }
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.m}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 700;
  letter-spacing: 0.08em;
`;

/** WAI-ARIA tabs: one tab stop; arrow keys (either axis, as the row stacks on phones) and Home/End move between tabs. */
export default function Tabs({ id, heading, intro, tabs, initial = 1 }: TabsBlock) {
  const selected = Math.min(Math.max(initial, 1), tabs.length) - 1;
  const base = useId();
  // The behaviour is the block's enhancer (enhance.ts): no React in the browser.
  const root = useEnhancer<HTMLElement>(enhance);
  return (
    <Section id={id} ref={root} data-enhance="tabs">
      <Container>
        <SectionHeading>{heading}</SectionHeading>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        <TabList role="tablist" aria-label={heading}>
          {tabs.map((tab, i) => (
            <Tab
              key={tab.label}
              type="button"
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={i === selected}
              aria-controls={`${base}-panel-${i}`}
              tabIndex={i === selected ? 0 : -1}
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab, i) => (
          <Panel
            key={tab.label}
            role="tabpanel"
            id={`${base}-panel-${i}`}
            aria-labelledby={`${base}-tab-${i}`}
            tabIndex={0}
            hidden={i !== selected}
            $columns={tab.image ? '3fr 2fr' : '1fr'}
          >
            <div>
              {tab.acronym && <Acronym>{tab.acronym}</Acronym>}
              <h3>{tab.title}</h3>
              {tab.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {tab.link && <SmartLink href={tab.link.href}>{tab.link.label}</SmartLink>}
            </div>
            {tab.image && <ResponsiveImage image={tab.image} sizes="(min-width: 768px) 40vw, 100vw" />}
          </Panel>
        ))}
      </Container>
    </Section>
  );
}
