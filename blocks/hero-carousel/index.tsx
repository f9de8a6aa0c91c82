import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { HeroCarouselBlock } from '../../content/types.ts';
import { ButtonLinks } from '../../src/shared/ui/button-link.tsx';
import { CarouselControls } from '../../src/shared/ui/carousel-controls.tsx';
import { Icon } from '../../src/shared/ui/icons.tsx';
import { coverPhoto, crossFade, overPhotoContent } from '../../src/shared/ui/photo-layers.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { scrollToAnchor } from '../../src/shared/ui/scroll-to-anchor.ts';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';

const Wrap = styled.section<{ $full: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: ${({ $full }) => ($full ? 'calc(100svh - 6rem)' : '26rem')};
  color: ${({ theme }) => theme.colors.onDark};
  background: ${({ theme }) => theme.colors.secondary};
  overflow: hidden;
`;

/** Every slide's picture is stacked in place; only the current one is visible (a cross-fade). */
const Layer = styled.div`
  position: absolute;
  inset: 0;
  ${crossFade}
  img { ${coverPhoto} }
  /* Keeps white text readable over any photo. */
  &::after { content: ''; position: absolute; inset: 0; background: ${({ theme }) => theme.colors.scrim}; }
`;

const Content = styled.div`
  ${overPhotoContent}
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.l} ${theme.space.xl}`};
  h1, h2 { font-size: ${({ theme }) => theme.fontSizes.display}; line-height: ${({ theme }) => theme.lineHeights.tight}; max-width: 18ch; }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lead};
  max-width: 40ch;
`;

/** The slides' texts share one grid cell, so the hero keeps the height of the longest. */
const Texts = styled.div`
  display: grid;
  > * { grid-area: 1 / 1; }
`;

const SlideText = styled.div`
  opacity: 0;
  visibility: hidden;
  &[data-active='true'] { opacity: 1; visibility: visible; }
  transition: opacity ${({ theme }) => theme.motion.normal} ease, visibility ${({ theme }) => theme.motion.normal};
`;

const Subtitle = styled.p`
  && { margin-bottom: ${({ theme }) => theme.space.s}; }
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.m};
  margin-top: ${({ theme }) => theme.space.l};
`;

const ScrollLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  min-height: 48px;
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 600;
  &:hover { color: ${({ theme }) => theme.colors.accent}; }
`;

const ControlsRow = styled.div`
  position: relative;
  padding: 0 ${({ theme }) => theme.space.l} ${({ theme }) => theme.space.l};
`;

/**
 * A full-width hero whose slides rotate (every intervalMs, wrapping), with arrows, dots and a pause
 * button. One h1: the separate heading when given, else the first slide's title; other titles are h2.
 */
export default function HeroCarousel(props: HeroCarouselBlock) {
  const { id, heading, text, slides, buttons = [], scrollTo, fullScreen = true } = props;
  // The slideshow's behaviour is its enhancer (enhance.ts): no React in the browser.
  const root = useEnhancer<HTMLElement>(enhance);
  const strings = useUiStrings();
  const hasTexts = slides.some((slide) => slide.title || slide.subtitle || slide.description);
  const onScroll = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollTo && scrollToAnchor(scrollTo.target)) event.preventDefault();
  };

  return (
    <Wrap
      id={id}
      ref={root}
      data-enhance="hero-carousel"
      data-count={slides.length}
      data-interval={props.intervalMs ?? 5000}
      data-auto={props.autoAdvance ?? true}
      data-wrap={props.wrap ?? true}
      $full={fullScreen}
      aria-roledescription={strings.carousel}
      aria-label={heading ?? slides[0].title ?? strings.slideshow}
    >
      {slides.map((slide, i) => (
        <Layer
          key={slide.image.src + i}
          data-slide={i}
          data-active={i === 0}
          aria-hidden={i !== 0}
          role="group"
          aria-roledescription={strings.slide}
          aria-label={strings.itemOf(i + 1, slides.length)}
        >
          <ResponsiveImage image={slide.image} priority={i === 0} />
        </Layer>
      ))}
      <Content data-focus-hold>
        {heading && <h1>{heading}</h1>}
        {heading && text && <Lead>{text}</Lead>}
        {hasTexts && (
          <Texts aria-live={props.autoAdvance === false ? 'polite' : 'off'} data-carousel-live>
            {slides.map((slide, i) => {
              const Title = i === 0 && !heading ? 'h1' : 'h2';
              return (
                <SlideText key={i} data-slide={i} data-active={i === 0} aria-hidden={i !== 0}>
                  {slide.title && <Title>{slide.title}</Title>}
                  {slide.subtitle && <Subtitle>{slide.subtitle}</Subtitle>}
                  {slide.description && <Lead>{slide.description}</Lead>}
                </SlideText>
              );
            })}
          </Texts>
        )}
        {(buttons.length > 0 || scrollTo) && (
          <Actions>
            <ButtonLinks buttons={buttons} />
            {scrollTo && (
              <ScrollLink href={`#${scrollTo.target}`} onClick={onScroll}>
                {scrollTo.label}
                <Icon name="chevronDown" />
              </ScrollLink>
            )}
          </Actions>
        )}
      </Content>
      <ControlsRow>
        <CarouselControls
          count={slides.length}
          tone="light"
          arrows={props.arrows ?? true}
          dots={props.dots ?? true}
          autoAdvance={props.autoAdvance ?? true}
          wrap={props.wrap ?? true}
        />
      </ControlsRow>
    </Wrap>
  );
}
