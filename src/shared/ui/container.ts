import styled from 'styled-components';

/** The centred content column every section uses. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.l};
`;

export const Section = styled.section<{ $tone?: 'plain' | 'surface' | 'dark' }>`
  padding: ${({ theme }) => theme.space.section} 0;
  background: ${({ theme, $tone }) => ($tone === 'surface' ? theme.colors.surface : $tone === 'dark' ? theme.colors.secondary : theme.colors.background)};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onDark : theme.colors.text)};
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight};
`;

export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  margin-bottom: ${({ theme }) => theme.space.l};
`;
