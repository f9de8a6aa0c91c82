import styled from 'styled-components';

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
