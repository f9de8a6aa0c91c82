import styled from 'styled-components';
import type { SiteSettings } from '../../../../content/types.ts';
import { useUiStrings } from '../../../shared/i18n/page-language.ts';
import { SmartLink } from '../../../shared/ui/smart-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useEffect, useRef } from 'react';
import { enhanceHeader } from '../shell-script.ts';
import { UtilityBar } from './utility-bar.tsx';

// Compact (set by the shell's script, shell-script.ts): white, with a shadow and a lower row. Without a
// script nothing makes it compact, and on a phone the whole header (up to 248 px of a 568 px screen at 320
// px) would stay pinned over the page: there it scrolls away with the page instead.
const Bar = styled.header`
  position: sticky;
  top: 0;
  @media (scripting: none) and (max-width: 767.98px) { position: static; }
  z-index: 30;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: none;
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
  &[data-compact='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Row = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.l};
  min-height: 4.5rem;
  [data-compact='true'] > & { min-height: 3.5rem; }
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.m};
`;

const Brand = styled(SmartLink)`
  color: inherit;
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;
  &:hover { color: inherit; }
  .short { display: inline; }
  .full { display: none; }
  ${({ theme }) => theme.media.tablet} { .short { display: none; } .full { display: inline; } }
`;

/**
 * The site header: utility bar, brand and navigation; compact and white after a little scrolling. Its
 * behaviour is the shell's script (shell-script.ts): a prerendered page runs it without React, and here
 * it runs where React renders the page (dev server, editor preview).
 */
export function SiteHeader({ site }: { site: SiteSettings }) {
  const strings = useUiStrings();
  const header = useRef<HTMLElement>(null);
  useEffect(() => (header.current ? enhanceHeader(header.current) : undefined), []);
  return (
    <Bar ref={header} data-compact="false" data-compact-after={site.headerBehaviour?.compactAfterPx ?? 50}>
      <UtilityBar site={site} />
      <Row>
        <Brand href="/">
          <span className="short">{site.organisation.shortName}</span>
          <span className="full">{site.organisation.name}</span>
        </Brand>
        <nav aria-label={strings.mainNavigation}>
          <DesktopNav entries={site.navigation} closeDelayMs={site.headerBehaviour?.dropdownCloseDelayMs ?? 150} />
          <MobileMenu entries={site.navigation} />
        </nav>
      </Row>
    </Bar>
  );
}
