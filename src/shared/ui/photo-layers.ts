// Pieces for pictures and text layered on photos: heroes and slideshows.
import styled, { css } from 'styled-components';

/** A picture filling its positioned parent, cropped to cover it: the photo behind a hero, a slide in a frame. */
export const coverPhoto = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** One of several layers stacked in place (carousel slides): only the active one shows, with a cross-fade. */
export const crossFade = css`
  opacity: 0;
  visibility: hidden;
  transition: opacity ${({ theme }) => theme.motion.normal} ease, visibility ${({ theme }) => theme.motion.normal};
  &[data-active='true'] { opacity: 1; visibility: visible; }
`;

/** The text column set over a hero photo: above the photo and its scrim, as wide as the page's content. */
export const overPhotoContent = css`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
`;

/**
 * The small label above a heading set on a photo. Small accent text over a bright photo stays below
 * 4.5:1 even behind the scrim, so the label sits on its own dark chip (accent on secondaryDark, 10:1).
 */
export const PhotoEyebrow = styled.p`
  display: inline-block;
  && {
    margin-bottom: ${({ theme }) => theme.space.s};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.s}`};
  border-radius: ${({ theme }) => theme.radii.s};
  background: ${({ theme }) => theme.colors.secondaryDark};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;
