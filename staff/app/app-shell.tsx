// The frame of every signed-in page: who is signed in, signing out (here or everywhere), the
// navigation of what their role may use, and the page. A skip link leads past the navigation. From tablet
// width up the navigation is a row of links (it wraps); on a phone it and the sign-out buttons fold behind a
// "Menu" button, so the page's own content starts on the first screen (Escape or a choice folds it again).
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import styled from 'styled-components';
import { STAFF_API, type StaffMe } from '../../schema/api/staff.ts';
import { call, noticeOf } from './api.ts';
import { pagesFor } from './areas.ts';
import { useSession } from './session-store.ts';
import { Button } from './ui.tsx';

const Skip = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  &:focus { left: ${({ theme }) => theme.space.s}; top: ${({ theme }) => theme.space.s}; z-index: 10;
    background: ${({ theme }) => theme.colors.background}; padding: ${({ theme }) => theme.space.s}; }
`;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onDark};
`;

/** Shown only on a phone: hidden from tablet width up, where the menu is always open. */
const PHONE = '@media (max-width: 767.98px)';

const Bar = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.s};
  p { margin: 0; }
  button { min-height: 40px; }
`;

const MenuButton = styled(Button)`
  background: transparent;
  color: inherit;
  border-color: currentColor;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.m}`};
  ${({ theme }) => theme.media.tablet} { display: none; }
`;

/** Folded away on a phone unless the menu is open. */
const folded = (open: boolean) => (open ? '' : `${PHONE} { display: none; }`);

const Who = styled.div<{ $open: boolean }>`
  ${({ $open }) => folded($open)}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.s};
  button { background: transparent; color: inherit; border-color: currentColor; }
  button:hover:not(:disabled) { background: rgba(255, 255, 255, 0.15); }
`;

const Nav = styled.nav<{ $open: boolean }>`
  ${({ $open }) => folded($open)}
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ul { list-style: none; margin: 0 auto; padding: 0 ${({ theme }) => theme.space.s}; max-width: 72rem;
    display: flex; flex-wrap: wrap; }
  a { display: block; padding: ${({ theme }) => `${theme.space.s} ${theme.space.m}`}; color: ${({ theme }) => theme.colors.text};
    text-decoration: none; border-bottom: 3px solid transparent; min-height: 44px; }
  a:hover { color: ${({ theme }) => theme.colors.secondary}; text-decoration: underline; }
  a[aria-current='page'] { border-bottom-color: ${({ theme }) => theme.colors.secondary}; font-weight: 700; }
`;

export const Main = styled.main`
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.l} ${theme.space.m} ${theme.space.xxl}`};
  &:focus { outline: none; }
`;

export function AppShell({ me, children }: { me: StaffMe; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const signedOut = useSession((state) => state.signedOut);
  const { staff } = me;
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A page chosen (or any other way of moving on) folds the menu again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is not read; each new page folds the menu.
  useEffect(() => setOpen(false), [location]);
  const foldOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };

  async function signOut(everywhere: boolean) {
    signedOut(noticeOf(await call('POST', everywhere ? STAFF_API.signOutEverywhere : STAFF_API.signOut)));
    navigate('/sign-in');
  }

  return (
    <>
      <Skip href="#main">Skip to the page</Skip>
      <Header onKeyDown={foldOnEscape}>
        <Bar>
          <p>
            <strong>Staff area</strong> · {import.meta.env.VITE_ORGANISATION}
          </p>
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls="staff-menu staff-who"
            onClick={() => setOpen(!open)}
          >
            Menu
          </MenuButton>
          <Who id="staff-who" $open={open}>
            <p>
              Signed in as <strong>{staff.displayName || staff.email}</strong> ({staff.role})
            </p>
            <Button type="button" onClick={() => signOut(false)}>
              Sign out
            </Button>
            <Button type="button" onClick={() => signOut(true)}>
              Sign out everywhere
            </Button>
          </Who>
        </Bar>
      </Header>
      <Nav id="staff-menu" aria-label="Staff area" $open={open} onKeyDown={foldOnEscape}>
        <ul>
          {pagesFor(staff.role).map((page) => (
            <li key={page.path}>
              <Link href={page.path} aria-current={location === page.path ? 'page' : undefined}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
    </>
  );
}
