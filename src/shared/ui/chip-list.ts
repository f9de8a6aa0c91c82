import styled, { css } from 'styled-components';

/** A wrapping row of short labels in soft pills (states, achievements, tags). Use it as a <ul>. */
export const ChipList = styled.ul<{ $tone?: 'primary' | 'secondary' }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.m}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: 600;
    ${({ theme, $tone = 'primary' }) =>
      $tone === 'primary'
        ? css`background: ${theme.colors.primarySoft}; color: ${theme.colors.primaryDark};`
        : css`background: ${theme.colors.secondarySoft}; color: ${theme.colors.secondary};`}
  }
`;
