import styled, { type DefaultTheme } from 'styled-components';
import type { SiteSettings } from '../../../../content/types.ts';
import { useUiStrings } from '../../../shared/i18n/page-language.ts';
import { SmartLink } from '../../../shared/ui/smart-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useEffect, useRef } from 'react';
import { enhanceHeader } from '../shell-script.ts';
import { UtilityBar } from './utility-bar.tsx';

/** How much of the menu's row shows once the header is compact, in rem. */
const COMPACT_ROW_REM = 3.5;

/**
 * The compact row is the full row with its top `cut` scrolled away above the screen; its brand and menu
 * move down by half of it (`nudge`) to sit in the middle of what is left.
 */
const compactRow = (theme: DefaultTheme) => {
  const cut = Number.parseFloat(theme.layout.headerHeight) - COMPACT_ROW_REM;
  return { cut: `${cut}rem`, nudge: `${cut / 2}rem` };
};

// The header keeps its full height in the page whatever its state: were it to shrink while the page
// scrolls, the content below would move up, the browser's scroll anchoring would scroll back with it and
// the header would grow again, so the page would bounce instead of scrolling.
// With the script (shell-script.ts, enhanceCompactHeader) it sets data-pin="row" and the utility bar's
// height: the utility bar and the row's top scroll away with the page, the rest of the row stays pinned,
// and compact it turns white, by colour and transform alone.
// Without a script the whole header stays pinned above 768 px; on a phone it would take up to 248 px of a
// 568 px screen at 320 px, so there it scrolls away with the page instead.
const Bar = styled.header`
  position: sticky;
  top: 0;
  @media (scripting: none) and (max-width: 767.98px) { position: static; }
  &[data-pin='row'] { top: calc(-1 * var(--utility-height, 0px) - ${({ theme }) => compactRow(theme).cut}); }
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

// The brand, the desktop list and the menu button move, never the drawer's ancestors: a transform there
// would pin the drawer to the header instead of the screen.
const Row = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.l};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.m};
  & > a, & [data-desktop-nav], & [data-menu-open] { transition: transform ${({ theme }) => theme.motion.fast}; }
  [data-compact='true'] > & > a,
  [data-compact='true'] > & [data-desktop-nav],
  [data-compact='true'] > & [data-menu-open] { transform: translateY(${({ theme }) => compactRow(theme).nudge}); }
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
