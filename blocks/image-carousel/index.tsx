import styled from 'styled-components';
import type { ImageCarouselBlock } from '../../content/types.ts';
import { ButtonLinks } from '../../src/shared/ui/button-link.tsx';
import { CarouselControls } from '../../src/shared/ui/carousel-controls.tsx';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { coverPhoto, crossFade } from '../../src/shared/ui/photo-layers.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { SplitLayout } from '../../src/shared/ui/split-layout.ts';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';

/** Pictures stacked in one frame of fixed proportions (no layout shift); only the current one shows. */
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.m};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Picture = styled(ResponsiveImage)`
  ${coverPhoto}
  ${crossFade}
`;

/** Text and buttons beside a slideshow with arrows, dots and a pause button. */
export default function ImageCarousel(props: ImageCarouselBlock) {
  const { id, heading, text = [], buttons = [], images } = props;
  // The slideshow's behaviour is its enhancer (enhance.ts): no React in the browser.
  const root = useEnhancer<HTMLElement>(enhance);
  return (
    <Section
      id={id}
      ref={root}
      data-enhance="image-carousel"
      data-count={images.length}
      data-interval={props.intervalMs ?? 5000}
      data-auto={props.autoAdvance ?? true}
      data-wrap={props.wrap ?? true}
    >
      <Container>
        <SplitLayout $columns="2fr 3fr">
          <div>
            <SectionHeading>{heading}</SectionHeading>
            {text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ButtonLinks buttons={buttons} />
          </div>
          <section aria-roledescription="carousel" aria-label={heading}>
            <Frame data-hover-hold data-carousel-live aria-live={props.autoAdvance === false ? 'polite' : 'off'}>
              {images.map((image, i) => (
                <Picture
                  key={image.src + i}
                  image={image}
                  sizes="(min-width: 768px) 60vw, 100vw"
                  data-slide={i}
                  data-active={i === 0}
                  aria-hidden={i !== 0}
                />
              ))}
            </Frame>
            <CarouselControls
              count={images.length}
              autoAdvance={props.autoAdvance ?? true}
              wrap={props.wrap ?? true}
              tone="dark"
              arrows={props.arrows ?? true}
              dots={props.dots ?? true}
              what="picture"
            />
          </section>
        </SplitLayout>
      </Container>
    </Section>
  );
}
