/**
 * "Link this page from the menu or footer": a new page is found by visitors only through a link, and
 * the checker warns of a page no link leads to. The volunteer picks a place, named as it shows on the site
 * ("Top menu > About Us"), and the link is added there with the page's title as its words; the editor then
 * shows it in the menu's form, the focus on its words, to change them if wanted.
 */
import { forwardRef, useState } from 'react';
import type { Page, PagesFile } from '../../content/types.ts';
import { menuPlaces, type MenuPlace } from './menu-places.ts';

interface Props {
  data: PagesFile;
  page: Page;
  /** No link of the site leads to the page yet: the control is open and says so. */
  unlinked: boolean;
  onAdd: (place: MenuPlace) => void;
}

export const LinkFromMenu = forwardRef<HTMLSelectElement, Props>(function LinkFromMenu(
  { data, page, unlinked, onAdd },
  choice,
) {
  const places = menuPlaces(data);
  const [at, setAt] = useState(0);
  if (page.path === '/') return null;
  return (
    <details className="link-from-menu" open={unlinked || undefined}>
      <summary>Link this page from the menu or footer</summary>
      {unlinked && (
        <p className="help" id="link-from-menu-why">
          No link leads to {page.path} yet, so visitors find it only by typing its address.
        </p>
      )}
      <label htmlFor="link-from-menu-place">Where the link goes</label>
      <select
        id="link-from-menu-place"
        ref={choice}
        value={at}
        aria-describedby={unlinked ? 'link-from-menu-why' : undefined}
        onChange={(event) => setAt(Number(event.target.value))}
      >
        {places.map((place, index) => (
          <option key={place.name} value={index}>
            {place.name}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onAdd(places[at] ?? places[0])}>
        Add the link
      </button>
    </details>
  );
});
