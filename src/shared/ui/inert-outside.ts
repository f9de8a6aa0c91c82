/**
 * Makes everything outside `keep` inert while a modal layer (dialog, mobile menu) is open: the page
 * behind can then be neither focused, clicked nor read by a screen reader, as the visitor sees it
 * (WAI-ARIA modal dialog pattern). Walks from `keep` up to <body>, marking the siblings at each level.
 * Returns the undo; elements that were inert already stay inert.
 */
export function inertOutside(keep: Element): () => void {
  const marked: Element[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      marked.push(sibling);
    }
  }
  return () => {
    for (const element of marked) element.removeAttribute('inert');
  };
}
