import styled from 'styled-components';

const Box = styled.div`
  max-width: ${({ theme }) => theme.layout.textWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.section} ${({ theme }) => theme.space.l};
  text-align: center;
`;

const Retry = styled.button`
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.l}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

/** Shown when a page's content could not be downloaded, usually a dropped mobile connection. */
export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert">
      <h1>This page could not load</h1>
      <p>Please check your internet connection and try again.</p>
      <Retry type="button" onClick={onRetry}>
        Try again
      </Retry>
    </Box>
  );
}
