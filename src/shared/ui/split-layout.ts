import styled from 'styled-components';

/**
 * Two columns side by side from 768 px (text beside a picture, map, slideshow...), stacked on phones.
 * $columns is a grid-template-columns value such as "2fr 3fr".
 */
export const SplitLayout = styled.div<{ $columns?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.tablet} { grid-template-columns: ${({ $columns = '1fr 1fr' }) => $columns}; }
`;
