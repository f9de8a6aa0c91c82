import styled, { keyframes } from 'styled-components';
import type { IndiaMapBlock } from '../../content/types.ts';
import { SectionIntro } from '../../src/shared/ui/card.ts';
import { ChipList } from '../../src/shared/ui/chip-list.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { SplitLayout } from '../../src/shared/ui/split-layout.ts';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';
import { cssNumber } from '../../src/shared/theme/css-number.ts';

/** Same proportions as the map picture (612 x 696), so the percent positions of the dots line up. */
const MapBox = styled.div`
  position: relative;
  width: 100%;
  max-width: 32rem;
  aspect-ratio: 612 / 696;
  margin: 0 auto;
  img { width: 100%; height: 100%; }
`;

const pulse = keyframes`
  from { transform: scale(1); opacity: 0.6; }
  to { transform: scale(2.6); opacity: 0; }
`;

const Dot = styled.button`
  position: absolute;
  /* 24 px: the smallest target WCAG 2.2 asks for, so neighbouring states' dots do not overlap. */
  width: 24px;
  height: 24px;
  margin: -12px 0 0 -12px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  z-index: 1;
  &[data-active] { z-index: 2; }
  &::before, &::after {
    content: '';
    position: absolute;
    inset: 5px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
  &::before { border: 2px solid ${({ theme }) => theme.colors.background}; z-index: 1; }
  &[data-active]::before { transform: scale(1.3); }
  &::after { animation: ${pulse} 2.4s ease-out infinite; }
  ${({ theme }) => theme.media.reducedMotion} { &::after { animation: none; opacity: 0; } }
`;

const Tooltip = styled.span`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space.xs});
  left: 50%;
  transform: translateX(-50%);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.s}`};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
  white-space: nowrap;
  pointer-events: none;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const States = styled(ChipList)`
  && { margin-bottom: ${({ theme }) => theme.space.l}; }
  li[data-active] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onDark}; }
`;

const Figure = styled.figure` margin: 0; `;

const Credit = styled.figcaption`
  margin-top: ${({ theme }) => theme.space.s};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A map of India with a dot per state; the state's name shows while a dot is pointed at, focused or
 * tapped, and clears when the pointer leaves, focus moves on or Escape is pressed (WCAG 1.4.13). Every
 * dot's name is in the markup (its tooltip, `hidden` until then); the behaviour is the block's enhancer
 * (enhance.ts): no React in the browser.
 */
export default function IndiaMap({
  id,
  heading,
  intro,
  map,
  points,
  credit = 'Map outline: @svg-maps/india by Victor Cazanave, CC BY 4.0.',
  listLabel: givenListLabel,
}: IndiaMapBlock) {
  const strings = useUiStrings();
  const listLabel = givenListLabel ?? strings.whereWeWork;
  const root = useEnhancer<HTMLElement>(enhance);
  return (
    <Section id={id} ref={root} data-enhance="india-map">
      <Container>
        <SplitLayout $columns="2fr 3fr">
          <div>
            <SectionHeading>{heading}</SectionHeading>
            {intro && <SectionIntro>{intro}</SectionIntro>}
            <p>
              <strong>{listLabel}</strong>
            </p>
            <States>
              {points.map((point) => (
                <li key={point.name} data-map-state>
                  {point.name}
                </li>
              ))}
            </States>
          </div>
          <Figure>
            <MapBox data-map-box>
              <ResponsiveImage image={map} original />
              {points.map((point) => (
                <Dot
                  key={point.name}
                  type="button"
                  aria-label={point.name}
                  style={{
                    left: `${cssNumber(point.x, `${point.name}'s x`, 0, 100)}%`,
                    top: `${cssNumber(point.y, `${point.name}'s y`, 0, 100)}%`,
                  }}
                  data-map-dot
                >
                  <Tooltip role="tooltip" hidden>
                    {point.name}
                  </Tooltip>
                </Dot>
              ))}
            </MapBox>
            <Credit>{credit}</Credit>
          </Figure>
        </SplitLayout>
      </Container>
    </Section>
  );
}
