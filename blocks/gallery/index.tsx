import styled from 'styled-components';
import type { GalleryBlock } from '../../content/types.ts';
import { useUiStrings } from '../../src/shared/i18n/page-language.ts';
import { CarouselArrow, CarouselDots } from '../../src/shared/ui/carousel-controls.tsx';
import { Container, Section, SectionHeading } from '../../src/shared/ui/container.ts';
import { ResponsiveImage } from '../../src/shared/ui/responsive-image.tsx';
import { useEnhancer } from '../../src/shared/ui/use-enhancer.ts';
import { enhance } from './enhance.ts';
import { cssNumber } from '../../src/shared/theme/css-number.ts';

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
  img[hidden] { display: none; }
`;

/** In place of a picture that fails to load (the enhancer swaps them). */
const Missing = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.m};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-align: center;
  &[hidden] { display: none; }
`;

/** A dot per starting picture, as on the other carousels: a row of its own under pictures and arrows. */
const Dots = styled.div`
  flex: 1 0 100%;
  order: 1;
`;

/**
 * N pictures at a time; each arrow click moves the window by one picture, round and round. Every picture is
 * in the markup, those outside the window `hidden` (and loaded lazily, so only when shown); the moving and
 * the "Image Not Found" placeholder of a picture that fails to load are the block's enhancer (enhance.ts).
 */
function GalleryView({ id, heading, images, visibleCount = 3, missingLabel }: GalleryBlock) {
  const strings = useUiStrings();
  const root = useEnhancer<HTMLElement>(enhance);
  const shown = Math.min(cssNumber(visibleCount, 'The pictures shown at once (visibleCount)', 1, 6), images.length);
  const scrollable = images.length > shown;
  const missing = missingLabel ?? strings.imageNotFound;
  const listOf = (first: number) =>
    Array.from({ length: shown }, (_, k) => ((first + k) % images.length) + 1).join(', ');
  return (
    <Section
      id={id}
      ref={root}
      data-enhance="gallery"
      data-count={images.length}
      data-auto="false"
      data-wrap="true"
      data-visible={shown}
    >
      <Container>
        {heading && <SectionHeading>{heading}</SectionHeading>}
        <Row role="region" aria-roledescription={strings.carousel} aria-label={heading ?? strings.gallery}>
          {scrollable && <CarouselArrow direction="prev" what="picture" />}
          <Strip $columns={shown} data-gallery-strip>
            {images.map((image, i) => (
              <li key={image.src + i} data-picture={i} hidden={i >= shown}>
                <ResponsiveImage image={image} sizes={`${Math.ceil(100 / shown)}vw`} />
                <Missing role="img" aria-label={image.alt ? `${missing}: ${image.alt}` : missing} hidden>
                  {missing}
                </Missing>
              </li>
            ))}
          </Strip>
          {scrollable && <CarouselArrow direction="next" what="picture" />}
          {scrollable && (
            <Dots>
              <CarouselDots count={images.length} tone="dark" what="picture" />
            </Dots>
          )}
        </Row>
        <p
          className="visually-hidden"
          aria-live="polite"
          data-gallery-shown
          data-template={strings.picturesShown('{list}', images.length)}
        >
          {strings.picturesShown(listOf(0), images.length)}
        </p>
      </Container>
    </Section>
  );
}

/**
 * The enhancer moves the pictures in the page itself; in the editor's preview, where React renders the block
 * again on every edit, a changed gallery is a new one (its key), so the enhancer starts afresh on it.
 */
export default function Gallery(props: GalleryBlock) {
  return <GalleryView key={JSON.stringify([props.images, props.visibleCount])} {...props} />;
}
