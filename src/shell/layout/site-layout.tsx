import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SiteSettings } from '../../../content/types.ts';
import { useUiStrings } from '../../shared/i18n/page-language.ts';
import { SiteHeader } from './header/site-header.tsx';
import { SiteFooter } from './site-footer.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.m};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.s};
  &:focus { top: ${({ theme }) => theme.space.m}; }
`;

const Main = styled.main` min-height: 60vh; &:focus { outline: none; } `;

interface Props {
  site: SiteSettings;
  /** false for standalone pages, which show without header and footer. */
  chrome: boolean;
  children: ReactNode;
}

export function SiteLayout({ site, chrome, children }: Props) {
  const strings = useUiStrings();
  return (
    <>
      <SkipLink href="#main">{strings.skipToContent}</SkipLink>
      {chrome && <SiteHeader site={site} />}
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {chrome && <SiteFooter site={site} />}
    </>
  );
}
