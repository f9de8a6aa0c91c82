import { useEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { NavEntry } from '../../../shared/content/types.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { SmartLink } from '../../../shared/ui/smart-link.tsx';
import { useNavStore } from './nav-store.ts';
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
  h3 { font-size: ${({ theme }) => theme.fontSizes.small}; text-transform: uppercase; letter-spacing: 0.06em; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { list-style: none; margin: 0; padding: 0; min-width: 14rem; }
  a { display: block; padding: ${({ theme }) => theme.space.s}; border-radius: ${({ theme }) => theme.radii.s}; color: ${({ theme }) => theme.colors.text}; text-decoration: none; font-weight: 600; }
  a:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  small { display: block; font-weight: 400; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const OPENED_BY_SAME_GESTURE_MS = 500;

/** Desktop menu: a group opens on hover or keyboard focus and closes a short delay after the pointer leaves. */
export function DesktopNav({ entries, closeDelayMs }: { entries: NavEntry[]; closeDelayMs: number }) {
  const { openGroup, openGroupNow, closeGroup } = useNavStore();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedAt = useRef(0);
  const openNow = (label: string) => {
    openedAt.current = Date.now();
    openGroupNow(label);
  };
  const cancelClose = () => clearTimeout(timer.current);
  const closeSoon = () => {
    cancelClose();
    timer.current = setTimeout(closeGroup, closeDelayMs);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: cancelClose reads only a ref; clear the timer once, on unmount
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !openGroup) return;
    closeGroup();
    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
  };

  return (
    <List>
      {entries.map((entry) =>
        entry.groups ? (
          <Item
            key={entry.label}
            onMouseEnter={() => {
              cancelClose();
              openNow(entry.label);
            }}
            onMouseLeave={closeSoon}
            onFocus={(event) => {
              // Focus arriving from outside opens the group; focus moving inside it (or back after Escape) does not.
              if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
              cancelClose();
              openNow(entry.label);
            }}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeGroup();
            }}
            onKeyDown={onKeyDown}
          >
            <TopLink
              type="button"
              aria-expanded={openGroup === entry.label}
              // A click right after pointing or focusing opened the group (a tap does all three) keeps it open; later, it toggles.
              onClick={() =>
                openGroup === entry.label && Date.now() - openedAt.current > OPENED_BY_SAME_GESTURE_MS
                  ? closeGroup()
                  : openNow(entry.label)
              }
            >
              <Words text={entry.label} />
              <Icon name="chevronDown" width={16} height={16} />
            </TopLink>
            {openGroup === entry.label && (
              <Panel
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a')) closeGroup();
                }}
              >
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
            )}
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
