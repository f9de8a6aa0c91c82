import styled from 'styled-components';
import { ResponsiveImage } from './responsive-image.tsx';

/** A responsive grid of cards: one column on phones, as many as fit (at least `min` wide) above. */
export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(${({ $min = '16rem' }) => $min}, 1fr));
  }
`;

/** A white card with the site's radius and shadow; pictures at its top run edge to edge. */
export const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** How wide a card's picture shows: the full width on phones, about a third from 768 px. */
export const cardSizes = '(min-width: 768px) 33vw, 100vw';

/** A card's picture at a fixed 16:10 shape, so the page does not jump while it loads. */
export const CardImage = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.l};
  h3 { font-size: ${({ theme }) => theme.fontSizes.h3}; color: ${({ theme }) => theme.colors.secondary}; margin: 0; }
  p { margin: 0; }
`;

/** The sentence under a section heading. */
export const SectionIntro = styled.p`
  max-width: ${({ theme }) => theme.layout.textWidth};
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: inherit;
  && { margin-bottom: ${({ theme }) => theme.space.xl}; }
`;
