import styled from 'styled-components';
import type { NavEntry } from '../../../../content/types.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { SmartLink } from '../../../shared/ui/smart-link.tsx';
import { Words } from '../words.tsx';

const List = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: 0;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.desktop} { display: flex; align-items: center; }
`;

const Item = styled.li` position: relative; `;

const TopLink = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.s};
  background: none;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: rgba(127, 127, 127, 0.15); color: inherit; }
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 20;
  display: flex;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 18rem;
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[hidden] { display: none; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.small}; text-transform: uppercase; letter-spacing: 0.06em; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { list-style: none; margin: 0; padding: 0; min-width: 14rem; }
  a { display: block; padding: ${({ theme }) => theme.space.s}; border-radius: ${({ theme }) => theme.radii.s}; color: ${({ theme }) => theme.colors.text}; text-decoration: none; font-weight: 600; }
  a:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  small { display: block; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/**
 * Desktop menu: a group opens on hover or keyboard focus and closes a short delay after the pointer
 * leaves; Escape closes it. Every group's panel is in the HTML, hidden; the shell's script
 * (shell-script.ts, enhanceDesktopNav) opens and closes them.
 */
export function DesktopNav({ entries, closeDelayMs }: { entries: NavEntry[]; closeDelayMs: number }) {
  return (
    <List data-desktop-nav data-close-delay={closeDelayMs}>
      {entries.map((entry) =>
        entry.groups ? (
          <Item key={entry.label} data-nav-group>
            <TopLink type="button" aria-expanded={false}>
              <Words text={entry.label} />
              <Icon name="chevronDown" width={16} height={16} />
            </TopLink>
            <Panel data-nav-panel hidden>
              {entry.groups.map((group, i) => (
                <div key={group.heading ?? i}>
                  {group.heading && (
                    <h3>
                      <Words text={group.heading} />
                    </h3>
                  )}
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href + link.label}>
                        <SmartLink href={link.href}>
                          <Words text={link.label} />
                          {link.description && (
                            <small>
                              <Words text={link.description} />
                            </small>
                          )}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </Panel>
          </Item>
        ) : (
          <Item key={entry.label}>
            <TopLink as={SmartLink} href={entry.href ?? '/'}>
              <Words text={entry.label} />
            </TopLink>
          </Item>
        ),
      )}
    </List>
  );
}
