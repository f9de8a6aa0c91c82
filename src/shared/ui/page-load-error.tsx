import styled from 'styled-components';
import { useUiStrings } from '../i18n/page-language.ts';

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
  const strings = useUiStrings();
  return (
    <Box role="alert">
      <h1>{strings.pageLoadFailed}</h1>
      <p>{strings.checkConnection}</p>
      <Retry type="button" onClick={onRetry}>
        {strings.tryAgain}
      </Retry>
    </Box>
  );
}
