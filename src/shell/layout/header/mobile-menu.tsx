import styled from 'styled-components';
import type { NavEntry } from '../../../../content/types.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { SmartLink } from '../../../shared/ui/smart-link.tsx';
import { SITE_LINKS_ID } from '../site-footer.tsx';
import { useUiStrings } from '../../../shared/i18n/page-language.ts';
import { Words } from '../words.tsx';

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  ${({ theme }) => theme.media.desktop} { display: none; }
`;

/** Without JavaScript the drawer cannot open: in the button's place, a link to the site's links in the footer. */
const MenuLink = styled.a`
  color: inherit;
  svg { display: block; margin: 10px; }
  ${({ theme }) => theme.media.desktop} { display: none !important; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.scrim};
`;

const Drawer = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  z-index: 50;
  width: min(22rem, 88vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.l};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ul { list-style: none; margin: 0; padding: 0; }
  a, button.group { display: flex; width: 100%; justify-content: space-between; align-items: center; padding: ${({ theme }) => theme.space.m} 0;
    border: 0; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; background: none; color: inherit; font-weight: 600; text-decoration: none; text-align: left; cursor: pointer; }
  ul ul a { padding-left: ${({ theme }) => theme.space.m}; font-weight: 400; }
  h3 { margin: ${({ theme }) => theme.space.m} 0 0; font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.textMuted}; text-transform: uppercase; }
`;

const CloseButton = styled(MenuButton)` display: inline-flex; margin-left: auto; `;

/** Leaves the layout to the button and the drawer. */
const MenuParts = styled.div` display: contents; `;

/**
 * Mobile menu: a drawer closed by its close button, the backdrop, Escape or choosing a link. It is in the
 * HTML, hidden; the shell's script (shell-script.ts, enhanceMobileMenu) opens it as a modal dialog.
 */
export function MobileMenu({ entries }: { entries: NavEntry[] }) {
  const strings = useUiStrings();
  return (
    <MenuParts data-mobile-menu>
      <MenuButton
        type="button"
        aria-label={strings.openMenu}
        aria-expanded={false}
        data-menu-open
        data-without-js="hidden"
      >
        <Icon name="menu" width={28} height={28} />
      </MenuButton>
      <MenuLink href={`#${SITE_LINKS_ID}`} aria-label={strings.menuWithoutScript} hidden data-without-js="shown">
        <Icon name="menu" width={28} height={28} />
      </MenuLink>
      <div data-menu-layer hidden>
        <Backdrop data-testid="menu-backdrop" data-menu-close />
        <Drawer role="dialog" aria-modal="true" aria-label={strings.menu}>
          <CloseButton type="button" aria-label={strings.closeMenu} data-menu-close>
            <Icon name="close" width={28} height={28} />
          </CloseButton>
          <ul>
            {entries.map((entry) => (
              <li key={entry.label}>
                {entry.groups ? (
                  <>
                    <button type="button" className="group" aria-expanded={false} data-menu-group>
                      <Words text={entry.label} />
                      <Icon name="chevronDown" />
                    </button>
                    <div hidden>
                      {entry.groups.map((group, i) => (
                        <ul key={group.heading ?? i}>
                          {group.heading && (
                            <li>
                              <h3>
                                <Words text={group.heading} />
                              </h3>
                            </li>
                          )}
                          {group.links.map((link) => (
                            <li key={link.href + link.label}>
                              <SmartLink href={link.href}>
                                <Words text={link.label} />
                              </SmartLink>
                            </li>
                          ))}
                        </ul>
                      ))}
                    </div>
                  </>
                ) : (
                  <SmartLink href={entry.href ?? '/'}>
                    <Words text={entry.label} />
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        </Drawer>
      </div>
    </MenuParts>
  );
}
