import styled, { keyframes } from 'styled-components';
import type { ProgrammeTimelineHeroBlock } from '../../content/types.ts';
import { ButtonLinks } from '../../src/shared/ui/button-link.tsx';
import { coverPhoto, overPhotoContent, PhotoEyebrow } from '../../src/shared/ui/photo-layers.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';

const Wrap = styled.section`
  position: relative;
  display: flex;
  align-items: flex-end;
  /* Leaves room for the header and the utility bar above, so the buttons show on the first screen. */
  min-height: calc(100svh - 2 * ${({ theme }) => theme.layout.headerHeight});
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.secondary};
  overflow: hidden;
`;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * Each year's picture; the chosen one shows, fading in each time it appears (a CSS animation restarts on
 * display), never under reduced motion.
 */
const Background = styled(ResponsiveImage)`
  ${coverPhoto}
  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }
  &[hidden] { display: none; }
`;

/** Darker at the bottom, where the caption and the years sit, so white text keeps its contrast. */
const Scrim = styled.div`
  position: absolute;
  inset: 0;
  background:
    linear-gradient(180deg, transparent 35%, ${({ theme }) => theme.colors.scrim} 100%),
    ${({ theme }) => theme.colors.scrim};
`;

const Content = styled.div`
  ${overPhotoContent}
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.l}`};
  h1 { font-size: ${({ theme }) => theme.fontSizes.display}; line-height: ${({ theme }) => theme.lineHeights.tight}; }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  max-width: 40ch;
`;

const Caption = styled.div`
  margin: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.l}`};
  max-width: 36rem;
`;

const Figure = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
  && { margin: 0; }
  span { display: block; font-family: ${({ theme }) => theme.fonts.body}; font-size: ${({ theme }) => theme.fontSizes.h3}; font-weight: 600; color: ${({ theme }) => theme.colors.onDark}; }
`;

const Subtitle = styled.p`
  && { margin: ${({ theme }) => theme.space.s} 0 0; }
`;

const Years = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Year = styled.button`
  /* Share the row: four years fit side by side on a 390 px phone. */
  flex: 1 1 0;
  min-width: 4rem;
  max-width: 7rem;
  min-height: 48px;
  padding: ${({ theme }) => theme.space.s};
  border: 2px solid ${({ theme }) => theme.colors.onDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.onDark};
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.secondaryDark};
  }
  font-weight: 700;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
`;

/**
 * The programme page's opening: the heading, then a figure per year; choosing a year swaps figure, caption and picture.
 * Every year's caption and picture is in the markup (the HTML is the whole page without JavaScript), the others
 * `hidden` (their pictures load lazily, so only when chosen); the choosing is the block's enhancer (enhance.ts).
 */
export default function ProgrammeTimelineHero({
  id,
  eyebrow,
  heading,
  text,
  entries,
  initial = 1,
  yearsLabel: givenYearsLabel,
  buttons = [],
}: ProgrammeTimelineHeroBlock) {
  const strings = useUiStrings();
  const yearsLabel = givenYearsLabel ?? strings.chooseYear;
  const selected = Math.min(Math.max(initial, 1), entries.length) - 1;
  // The behaviour is the block's enhancer (enhance.ts): no React in the browser.
  const root = useEnhancer<HTMLElement>(enhance);
  return (
    <Wrap id={id} ref={root} data-enhance="programme-timeline-hero" data-choices>
      {entries.map((item, index) => (
        <Background
          key={item.year}
          image={item.image}
          priority={index === selected}
          hidden={index !== selected}
          data-year-picture
        />
      ))}
      <Scrim />
      <Content>
        {eyebrow && <PhotoEyebrow>{eyebrow}</PhotoEyebrow>}
        <h1>{heading}</h1>
        {text && <Lead>{text}</Lead>}
        <Caption aria-live="polite">
          {entries.map((item, index) => (
            <div key={item.year} hidden={index !== selected} data-without-js="shown" data-choice-panel>
              <Figure>
                {item.percentage} <span>{item.description}</span>
              </Figure>
              {item.subtitle && (
                <Subtitle>
                  {item.subtitle} ({item.year})
                </Subtitle>
              )}
            </div>
          ))}
        </Caption>
        <Years role="group" aria-label={yearsLabel}>
          {entries.map((item, index) => (
            <Year key={item.year} type="button" aria-pressed={index === selected} data-choice>
              {item.year}
            </Year>
          ))}
        </Years>
        <ButtonLinks buttons={buttons} />
      </Content>
    </Wrap>
  );
}
