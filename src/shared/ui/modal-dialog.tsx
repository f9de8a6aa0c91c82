import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Icon } from './icons.tsx';
import { inertOutside } from './inert-outside.ts';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60; /* above the header (30) and the mobile menu (50), below the skip link */
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.m};
  background: ${({ theme }) => theme.colors.scrim};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ease-out;
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.textWidth};
  max-height: calc(100svh - 2 * ${({ theme }) => theme.space.m});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus { outline: none; }
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.s};
  right: ${({ theme }) => theme.space.s};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.border}; }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Props {
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string;
  onClose: () => void;
  closeLabel?: string;
  children: ReactNode;
}

/**
 * A modal dialog, rendered into <body> (so no transformed ancestor can trap its fixed position).
 * Mount it to open, unmount to close. While open: the page behind does not scroll and is inert, focus
 * starts on the close button and stays inside, and Escape, the close button or a click on the backdrop
 * call onClose.
 * On close, focus returns to whatever had it before (the button that opened the dialog).
 */
export function ModalDialog({ labelledBy, onClose, closeLabel = 'Close', children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { body, documentElement } = document;
    const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    const restoreOutside = layer.current ? inertOutside(layer.current) : () => undefined;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab' && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        const inside = panel.current.contains(document.activeElement);
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      restoreOutside(); // before focus goes back to the opener, which was inert too
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <Backdrop
      ref={layer}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="dialog-backdrop"
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        <Close type="button" onClick={onClose} aria-label={closeLabel}>
          <Icon name="close" />
        </Close>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
