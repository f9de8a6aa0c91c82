import type { CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';
import type { LogoMarqueeBlock, MarqueeStrip } from '../../content/types.ts';
import { PauseToggle } from '../../src/shared/ui/carousel-controls.tsx';
import { SectionIntro } from '../../src/shared/ui/card.ts';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';
import { cssNumber } from '../../src/shared/theme/css-number.ts';

/** Moves the track by one copy of the logos (set per strip in --marquee-shift), then starts over unseen. */
const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(var(--marquee-shift)); }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.m};
  /* Under reduced motion there is nothing to pause (the strips stand still); the enhancer hides it too. */
  ${({ theme }) => theme.media.reducedMotion} { > button { display: none; } }
`;

const StripName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-transform: uppercase;
  letter-spacing: 0.1em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
`;

const Viewport = styled.div`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.xl};
  /* Logos fade in and out at the edges instead of being cut. */
  mask-image: linear-gradient(90deg, transparent, black 8%, black 92%, transparent);
  &:hover > ul { animation-play-state: paused; }
  ${({ theme }) => theme.media.reducedMotion} { mask-image: none; }
`;

const Track = styled.ul`
  display: flex;
  width: max-content;
  margin: 0;
  padding: 0;
  list-style: none;
  animation: ${slide} 50s linear infinite;
  /* The pause button (enhance.ts) marks the block. */
  [data-paused] & { animation-play-state: paused; }
  ${({ theme }) => theme.media.reducedMotion} {
    /* Nothing moves: the logos wrap, smaller, and every one of them is visible once. */
    && { animation: none; width: auto; flex-wrap: wrap; justify-content: center; gap: ${({ theme }) => theme.space.s}; }
    > [data-copy]:not([data-copy='0']) { display: none; }
  }
`;

const Logo = styled.li`
  flex: none;
  padding-right: ${({ theme }) => theme.space.l};
  img { width: auto; height: 3rem; }
  ${({ theme }) => theme.media.tablet} { img { height: 4rem; } }
  /* Still logos wrap in rows, so smaller ones keep the section short. */
  ${({ theme }) => theme.media.reducedMotion} { padding-right: 0; img { height: 2.25rem; } }
`;

function Strip({ strip }: { strip: MarqueeStrip }) {
  const { repeat = 4, loopSeconds = 50, direction = 'left' } = strip;
  const style = {
    '--marquee-shift': `${-100 / repeat}%`,
    animationDuration: `${cssNumber(loopSeconds, 'Seconds per round (loopSeconds)', Number.MIN_VALUE, Number.MAX_VALUE)}s`,
    animationDirection: direction === 'right' ? 'reverse' : 'normal',
  } as CSSProperties;
  return (
    <>
      <StripName>{strip.name}</StripName>
      <Viewport>
        <Track style={style} data-direction={direction} data-repeat={repeat}>
          {Array.from({ length: repeat }, (_, copy) =>
            strip.logos.map((logo, i) => (
              // Only the first copy is read aloud; the others are there so the loop never shows a gap.
              <Logo key={`${copy}-${i}`} data-copy={copy} aria-hidden={copy > 0 || undefined}>
                <ResponsiveImage
                  image={{
                    ...logo.image,
                    alt: logo.image.alt || logo.name,
                    decorative: copy > 0 || logo.image.decorative,
                  }}
                  original
                />
              </Logo>
            )),
          )}
        </Track>
      </Viewport>
    </>
  );
}

/**
 * Endless logo strips (CSS animation, so it runs without JavaScript too); still under reduced motion. The one
 * script is the pause button's, the block's enhancer (enhance.ts): no React in the browser.
 */
export default function LogoMarquee({ id, heading, intro, strips }: LogoMarqueeBlock) {
  const root = useEnhancer<HTMLElement>(enhance);
  return (
    <Section id={id} $tone="surface" ref={root} data-enhance="logo-marquee">
      <Container>
        <Head>
          <SectionHeading>{heading}</SectionHeading>
          <PauseToggle what="movingLogos" />
        </Head>
        {intro && <SectionIntro>{intro}</SectionIntro>}
        {strips.map((strip) => (
          <Strip key={strip.name} strip={strip} />
        ))}
      </Container>
    </Section>
  );
}
