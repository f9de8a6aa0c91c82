import styled from 'styled-components';
import type { SiteSettings } from '../../../shared/content/types.ts';
import { useUiStrings } from '../../../shared/i18n/page-language.ts';
import { SmartLink } from '../../../shared/ui/smart-link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { useCompactOnScroll } from './use-compact-on-scroll.ts';
import { UtilityBar } from './utility-bar.tsx';

const Bar = styled.header<{ $compact: boolean }>`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${({ theme, $compact }) => ($compact ? theme.colors.background : theme.colors.secondary)};
  color: ${({ theme, $compact }) => ($compact ? theme.colors.text : theme.colors.onDark)};
  box-shadow: ${({ theme, $compact }) => ($compact ? theme.shadows.card : 'none')};
  transition: background ${({ theme }) => theme.motion.fast}, color ${({ theme }) => theme.motion.fast};
`;

const Row = styled.div<{ $compact: boolean }>`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.l};
  min-height: ${({ $compact }) => ($compact ? '3.5rem' : '4.5rem')};
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

/** The site header: utility bar, brand and navigation; compact and white after a little scrolling. */
export function SiteHeader({ site }: { site: SiteSettings }) {
  const compact = useCompactOnScroll(site.headerBehaviour?.compactAfterPx ?? 50);
  const strings = useUiStrings();
  return (
    <Bar $compact={compact} data-compact={compact}>
      {!compact && <UtilityBar site={site} />}
      <Row $compact={compact}>
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
