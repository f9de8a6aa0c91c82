/**
 * The member profiles without React: Read more ([data-profile-open]) fills the block's one <dialog> from its
 * card (photo, name, and the card's hidden copy of the role, biography and links) and opens it with
 * showModal(), so the browser keeps focus inside, makes the page behind inert and closes it on Escape. Focus
 * starts on the close button; the close button or a click on the backdrop close it too. While it is open
 * the page does not scroll; on close its copy is emptied and focus returns to the Read more that opened it.
 * Listens on the block's root, so cards the editor's preview adds work too.
 */
const PHOTO_SIZES = '160px';

/** Keeps the page behind from scrolling, without shifting sideways when its scrollbar disappears. */
function lockScroll(document: Document): () => void {
  const { body, documentElement } = document;
  const saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = (document.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = saved.overflow;
    body.style.paddingRight = saved.paddingRight;
  };
}

/** The card's photo at the dialog's size (a <picture> with its AVIF and WebP copies, or a bare <img>). */
function photoOf(card: Element): Node[] {
  const photo = card.querySelector('picture') ?? card.querySelector('img');
  if (!photo) return [];
  const copy = photo.cloneNode(true) as HTMLElement;
  for (const sized of [copy, ...copy.querySelectorAll('source, img')])
    if (sized.hasAttribute('sizes')) sized.setAttribute('sizes', PHOTO_SIZES);
  return [copy];
}

export function enhance(root: HTMLElement): () => void {
  let opener: HTMLElement | null = null;
  let unlock: (() => void) | null = null;
  const dialogOf = () => root.querySelector<HTMLDialogElement>('dialog[data-profile-dialog]');
  const part = (dialog: HTMLDialogElement, name: string) => dialog.querySelector<HTMLElement>(`[data-profile-${name}]`);

  const open = (button: HTMLElement) => {
    const dialog = dialogOf();
    const card = button.closest('[data-member]');
    const profile = card?.querySelector('[data-profile]');
    if (!dialog || !card || !profile || dialog.open) return;
    part(dialog, 'photo')?.replaceChildren(...photoOf(card));
    part(dialog, 'name')?.replaceChildren(card.querySelector('h3')?.textContent ?? '');
    part(dialog, 'role')?.replaceChildren(profile.querySelector('[data-profile-role]')?.textContent ?? '');
    const details = [...profile.children].filter((child) => !child.matches('[data-profile-role]'));
    part(dialog, 'body')?.replaceChildren(...details.map((child) => child.cloneNode(true)));
    const close = part(dialog, 'close');
    close?.setAttribute('aria-label', button.dataset.closeLabel ?? '');
    opener = button;
    unlock = lockScroll(root.ownerDocument);
    dialog.showModal();
    close?.focus();
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const dialog = dialogOf();
    if (dialog?.open && (target === dialog || target.closest('[data-profile-close]'))) {
      dialog.close(); // the target is the dialog itself only on its backdrop: the panel fills it
      return;
    }
    const button = target.closest<HTMLElement>('[data-profile-open]');
    if (button && root.contains(button)) open(button);
  };

  /** After any close: the scroll unlocked, the copy emptied, focus back on the Read more that opened it. */
  const finish = (dialog: HTMLDialogElement) => {
    unlock?.();
    unlock = null;
    for (const name of ['photo', 'name', 'role', 'body']) part(dialog, name)?.replaceChildren();
    if (opener?.isConnected) opener.focus();
    opener = null;
  };
  // Escape, the close button and the backdrop all end here, through the dialog's close event (which the
  // browser fires a moment after closing, and which does not bubble: caught on the way down).
  const onClose = (event: Event) => {
    if (event.target instanceof HTMLDialogElement && event.target.matches('[data-profile-dialog]'))
      finish(event.target);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('close', onClose, true);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('close', onClose, true);
    const dialog = dialogOf();
    if (dialog?.open) {
      dialog.close();
      finish(dialog);
    }
  };
}
