/**
 * The shell's behaviour without React: the header's compact state on scroll, the desktop
 * menu's groups (hover with a close delay, keyboard focus, Escape, a tap), the mobile menu (opens as a modal
 * dialog: focus moves in and is kept there, the page behind is inert, Escape, the close button, the
 * backdrop or a link close it and focus returns to the menu button; its groups expand one at a time), and
 * sections fading in as they scroll into view (never under reduced motion).
 * The markup is the server's (site-header.tsx, desktop-nav.tsx, mobile-menu.tsx, reveal.tsx); the
 * components run the same functions in an effect where React renders the page (dev server, editor preview).
 * Hand-written rather than a library: about 2 KB gzip, where a menu library brings its own markup.
 */
import { inertOutside } from '../../shared/ui/inert-outside.ts';
import { prefersReducedMotion } from '../../shared/ui/reduced-motion.ts';

const OPENED_BY_SAME_GESTURE_MS = 500;

type Undo = () => void;

/** Adds listeners and returns one function that removes them all. */
function listeners() {
  const undos: Undo[] = [];
  return {
    on<K extends keyof HTMLElementEventMap>(
      target: HTMLElement | Window | Document,
      type: K,
      handler: (event: HTMLElementEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) {
      target.addEventListener(type, handler as EventListener, options);
      undos.push(() => target.removeEventListener(type, handler as EventListener, options));
    },
    add(undo: Undo) {
      undos.push(undo);
    },
    undo: () => {
      for (const undo of undos.splice(0)) undo();
    },
  };
}

const setOpen = (button: Element | null, panel: HTMLElement | null, open: boolean) => {
  button?.setAttribute('aria-expanded', String(open));
  if (panel) panel.hidden = !open;
};

/**
 * Compact and white after `data-compact-after` pixels of scrolling once the utility bar has scrolled away
 * (it hides then), and at once when the row starts to leave the screen: its top is cut off while it is
 * pinned. The header pins its row only (data-pin="row", with the utility bar's height for
 * site-header.tsx's styles); nothing of it changes size, so the page below never moves.
 */
export function enhanceCompactHeader(header: HTMLElement): Undo {
  const { on, undo, add } = listeners();
  const threshold = Number(header.dataset.compactAfter ?? 50);
  const utility = header.querySelector<HTMLElement>('[data-utility-bar]');
  const update = () => {
    // Where the row starts: the utility bar's bottom (zero where nothing is laid out).
    const rowTop = utility?.getBoundingClientRect().bottom ?? 0;
    const compact = rowTop < 0 || (rowTop <= 0 && window.scrollY > threshold);
    if (header.dataset.compact === String(compact)) return;
    header.dataset.compact = String(compact);
    if (utility) utility.hidden = compact;
  };
  // The utility bar's height changes with the width, the language and the fonts arriving.
  const measure = () => {
    header.style.setProperty('--utility-height', `${utility?.offsetHeight ?? 0}px`);
    header.dataset.pin = 'row';
    update();
  };
  // Reading a position lays the page out: the first reading waits for the next frame, which lays it out anyway.
  const frame = requestAnimationFrame(measure);
  add(() => {
    cancelAnimationFrame(frame);
    delete header.dataset.pin;
    header.style.removeProperty('--utility-height');
  });
  if (utility && typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(measure);
    observer.observe(utility);
    add(() => observer.disconnect());
  } else on(window, 'resize', measure);
  on(window, 'scroll', update, { passive: true });
  return undo;
}

/** The desktop menu's groups: one open at a time. */
export function enhanceDesktopNav(list: HTMLElement): Undo {
  const { on, undo, add } = listeners();
  const delay = Number(list.dataset.closeDelay ?? 150);
  const items = [...list.querySelectorAll<HTMLElement>('[data-nav-group]')];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let openedAt = 0;
  let openItem: HTMLElement | undefined;
  const parts = (item: HTMLElement) => ({
    button: item.querySelector<HTMLButtonElement>('button'),
    panel: item.querySelector<HTMLElement>('[data-nav-panel]'),
  });
  const close = () => {
    if (openItem) setOpen(parts(openItem).button, parts(openItem).panel, false);
    openItem = undefined;
  };
  const openNow = (item: HTMLElement) => {
    openedAt = Date.now();
    if (openItem === item) return;
    close();
    openItem = item;
    setOpen(parts(item).button, parts(item).panel, true);
  };
  const cancelClose = () => clearTimeout(timer);
  add(cancelClose);
  for (const item of items) {
    const { button, panel } = parts(item);
    on(item, 'mouseenter', () => {
      cancelClose();
      openNow(item);
    });
    on(item, 'mouseleave', () => {
      cancelClose();
      timer = setTimeout(close, delay);
    });
    on(item, 'focusin', (event) => {
      // Focus arriving from outside opens the group; focus moving inside it (or back after Escape) does not.
      if (item.contains(event.relatedTarget as Node | null)) return;
      cancelClose();
      openNow(item);
    });
    on(item, 'focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null) && openItem === item) close();
    });
    on(item, 'keydown', (event) => {
      if (event.key !== 'Escape' || openItem !== item) return;
      close();
      button?.focus();
    });
    // A click right after pointing or focusing opened the group (a tap does all three) keeps it open; later, it toggles.
    if (button)
      on(button, 'click', () =>
        openItem === item && Date.now() - openedAt > OPENED_BY_SAME_GESTURE_MS ? close() : openNow(item),
      );
    if (panel)
      on(panel, 'click', (event) => {
        if ((event.target as HTMLElement).closest('a')) close();
      });
  }
  return undo;
}

/** The mobile menu: a modal drawer. */
export function enhanceMobileMenu(container: HTMLElement): Undo {
  const { on, undo, add } = listeners();
  const opener = container.querySelector<HTMLButtonElement>('[data-menu-open]');
  const layer = container.querySelector<HTMLElement>('[data-menu-layer]');
  const drawer = layer?.querySelector<HTMLElement>('[role=dialog]');
  if (!opener || !layer || !drawer) return undo;
  let undoInert: Undo | undefined;
  const groups = [...drawer.querySelectorAll<HTMLButtonElement>('button[data-menu-group]')];
  const groupPanel = (button: HTMLButtonElement) => button.nextElementSibling as HTMLElement | null;
  const open = () => {
    layer.hidden = false;
    opener.setAttribute('aria-expanded', 'true');
    for (const group of groups) setOpen(group, groupPanel(group), false);
    drawer.querySelector<HTMLElement>('button')?.focus();
    // The page behind is inert while the menu is open.
    undoInert = inertOutside(layer);
  };
  const close = () => {
    if (layer.hidden) return;
    undoInert?.();
    undoInert = undefined;
    layer.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  };
  add(() => undoInert?.());
  // Opened by the page's early script (content/inline-scripts.ts) before this ran: it stays open, now as a modal dialog.
  if (!layer.hidden) {
    opener.setAttribute('aria-expanded', 'true');
    drawer.querySelector<HTMLElement>('button')?.focus();
    undoInert = inertOutside(layer);
  }
  on(opener, 'click', open);
  for (const closer of layer.querySelectorAll<HTMLElement>('[data-menu-close]')) on(closer, 'click', close);
  on(drawer, 'click', (event) => {
    if ((event.target as HTMLElement).closest('a')) close();
  });
  for (const group of groups)
    on(group, 'click', () => {
      // Accordion: opening one group closes the other; choosing the open one closes it.
      const opening = group.getAttribute('aria-expanded') !== 'true';
      for (const other of groups) setOpen(other, groupPanel(other), false);
      setOpen(group, groupPanel(group), opening);
    });
  on(drawer, 'keydown', (event) => {
    if (event.key === 'Escape') return close();
    if (event.key !== 'Tab') return;
    // Keep keyboard focus inside the open menu.
    const focusable = [...drawer.querySelectorAll<HTMLElement>('a, button')].filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  return undo;
}

/** The header's three behaviours, on the server-rendered header element. */
export function enhanceHeader(header: HTMLElement): Undo {
  const undos = [enhanceCompactHeader(header)];
  const list = header.querySelector<HTMLElement>('[data-desktop-nav]');
  if (list) undos.push(enhanceDesktopNav(list));
  const mobile = header.querySelector<HTMLElement>('[data-mobile-menu]');
  if (mobile) undos.push(enhanceMobileMenu(mobile));
  return () => {
    for (const undo of undos) undo();
  };
}

/**
 * Fades a section in when `data-reveal-threshold` of it is visible (reveal.tsx has the markup and styles).
 * Only sections found outside the view are hidden, until they scroll in; a section taller than twice the
 * screen shows once it fills half the screen. Under reduced motion nothing is hidden.
 */
export function enhanceReveal(frame: HTMLElement): Undo {
  if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return () => undefined;
  const threshold = Number(frame.dataset.revealThreshold ?? 0.5);
  let first = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      const screenHeight = entry.rootBounds?.height ?? window.innerHeight;
      const visible =
        entry.isIntersecting &&
        (entry.intersectionRatio >= threshold || entry.intersectionRect.height >= threshold * screenHeight);
      if (visible) {
        frame.dataset.reveal = 'shown';
        observer.disconnect(); // once shown, a section stays
      } else if (first) frame.dataset.reveal = 'hidden';
      first = false;
    },
    { threshold: [0, 0.1, 0.25, threshold] },
  );
  observer.observe(frame);
  return () => observer.disconnect();
}

/** Everything the shell does on a prerendered page. */
export function enhanceShell(root: Document): void {
  const header = root.querySelector<HTMLElement>('header[data-compact]');
  if (header) enhanceHeader(header);
  for (const frame of root.querySelectorAll<HTMLElement>('[data-reveal]')) enhanceReveal(frame);
  // The early menu script (content/inline-scripts.ts) leaves the menu to the shell from now on.
  root.documentElement.setAttribute('data-shell-ready', '');
}
