/**
 * Choosing what to edit (a page, or the menu, footer and site settings), adding a page (add-page.tsx) and
 * removing one (remove-page.tsx).
 */
import { AddPage, type NewPage } from './add-page.tsx';
import { pageChoiceName } from '../../content/page-names.ts';
import { RemovePage, type RemoveProps } from './remove-page.tsx';

export type { NewPage };
/** The choice of the page select that opens the site settings instead of a page. */
export const SITE_CHOICE = 'site';

interface Props extends Omit<RemoveProps, 'selected'> {
  /** The page shown, or undefined while the site settings are. */
  selected: number | undefined;
  onSelect: (index: number | undefined) => void;
  onAdd: (page: NewPage) => string | undefined;
}

export function PagePanel({ data, selected, kinds, site, onSelect, onAdd, onRemove }: Props) {
  return (
    <section aria-labelledby="pages-heading" className="panel">
      <h2 id="pages-heading">What to edit</h2>
      <label htmlFor="page-choice">Page, or the menu and footer</label>
      <select
        id="page-choice"
        value={selected ?? SITE_CHOICE}
        onChange={(event) => onSelect(event.target.value === SITE_CHOICE ? undefined : Number(event.target.value))}
      >
        <option value={SITE_CHOICE}>Menu, footer and site settings (every page)</option>
        {data.pages.map((page, index) => (
          <option key={page.path} value={index}>
            {pageChoiceName(page)}
          </option>
        ))}
      </select>
      {selected !== undefined && (
        <RemovePage key={selected} data={data} selected={selected} kinds={kinds} site={site} onRemove={onRemove} />
      )}
      <AddPage onAdd={onAdd} />
    </section>
  );
}
