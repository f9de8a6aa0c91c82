import styled from 'styled-components';
import type { BannerBlock } from '../../content/types.ts';

const Band = styled.section<{ $tone: 'primary' | 'secondary' }>`
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.secondary)};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.l};
  text-align: center;
  /* The accent only has the contrast it needs on the deep band. */
  strong { color: ${({ theme, $tone }) => ($tone === 'secondary' ? theme.colors.accent : theme.colors.onDark)}; }
`;

const Statement = styled.p`
  max-width: 48rem;
  margin: 0 auto;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  strong { font-size: 1.4em; }
`;

/** Splits the statement around its emphasised phrase (first occurrence) to highlight it. */
function withEmphasis(text: string, emphasis?: string) {
  const at = emphasis ? text.indexOf(emphasis) : -1;
  if (!emphasis || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <strong>{emphasis}</strong>
      {text.slice(at + emphasis.length)}
    </>
  );
}

export default function Banner({ id, text, emphasis, tone = 'secondary' }: BannerBlock) {
  return (
    <Band id={id} $tone={tone}>
      <Statement>{withEmphasis(text, emphasis)}</Statement>
    </Band>
  );
}
