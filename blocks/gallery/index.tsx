import styled from 'styled-components';
import type { GalleryBlock } from '../../src/shared/content/types.ts';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';
import { ArrowButton, CarouselDots } from '../../src/shared/ui/carousel-controls.tsx';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { FallbackImage } from '../../src/shared/ui/fallback-image.tsx';
import { useCarousel } from '../../src/shared/ui/use-carousel.ts';

/** On phones the arrows sit under the pictures, leaving them the full width; beside them from 768 px. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.m};
`;

const Strip = styled.ul<{ $columns: number }>`
  flex: 1 0 100%;
  order: -1;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.s};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tablet} { flex: 1; order: 0; gap: ${({ theme }) => theme.space.m}; }
  li { aspect-ratio: 4 / 3; overflow: hidden; border-radius: ${({ theme }) => theme.radii.m}; }
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** A dot per starting picture, as on the other carousels: a row of its own under pictures and arrows. */
const Dots = styled.div`
  flex: 1 0 100%;
  order: 1;
`;

/** N pictures at a time; each arrow click moves the window by one picture, round and round. */
export default function Gallery({ id, heading, images, visibleCount = 3, missingLabel }: GalleryBlock) {
  const strings = useUiStrings();
  const carousel = useCarousel({ count: images.length, autoAdvance: false, wrap: true });
  const shown = Math.min(visibleCount, images.length);
  const visible = Array.from({ length: shown }, (_, k) => (carousel.index + k) % images.length);
  const scrollable = images.length > shown;
  return (
    <Section id={id}>
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <Row role="region" aria-roledescription={strings.carousel} aria-label={heading ?? strings.gallery}>
          {scrollable && (
            <ArrowButton direction="prev" label={strings.previous(strings.picture)} onClick={carousel.prev} />
          )}
          <Strip $columns={shown}>
            {visible.map((i) => (
              <li key={i}>
                <FallbackImage
                  image={images[i]}
                  missingLabel={missingLabel ?? strings.imageNotFound}
                  sizes={`${Math.ceil(100 / shown)}vw`}
                />
              </li>
            ))}
          </Strip>
          {scrollable && <ArrowButton direction="next" label={strings.next(strings.picture)} onClick={carousel.next} />}
          {scrollable && (
            <Dots>
              <CarouselDots carousel={carousel} tone="dark" what="picture" />
            </Dots>
          )}
        </Row>
        <p
          className="visually-hidden"
          aria-live="polite"
        >{`Pictures ${visible.map((i) => i + 1).join(', ')} of ${images.length}`}</p>
      </Container>
    </Section>
  );
}
