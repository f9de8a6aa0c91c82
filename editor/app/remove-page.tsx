/**
 * Removing a page, keeping its address working by default: it becomes another address of a page the
 * volunteer chooses (the home page unless they choose another), so the menu, the footer and old links lead
 * somewhere instead of becoming errors. The links to the page are listed as they show on the site.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import type { PagesFile } from '../../content/types.ts';
import type { BlockKind } from './backend.ts';
import { linksTo } from './page-links.ts';
import { placeName } from './place-names.ts';

export interface RemoveProps {
  data: PagesFile;
  selected: number;
  kinds: BlockKind[];
  site: RJSFSchema | undefined;
  onRemove: (index: number, aliasOn?: number) => void;
}

export function RemovePage({ data, selected, kinds, site, onRemove }: RemoveProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const home = Math.max(
    0,
    data.pages.findIndex((page, index) => page.path === '/' && index !== selected),
  );
  const [aliasOn, setAliasOn] = useState('');
  const page = data.pages[selected];
  const links = linksTo(data, selected);
  const chosen = aliasOn === '' ? String(home === selected ? (selected === 0 ? 1 : 0) : home) : aliasOn;
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} disabled={data.pages.length === 1}>
        Remove this page
      </button>
      <dialog ref={dialog} aria-labelledby="remove-page-heading">
        <h2 id="remove-page-heading">Remove the page {page.path}?</h2>
        {links.length === 0 ? (
          <p>No link of the site leads to this page.</p>
        ) : (
          <>
            <p>{links.length === 1 ? 'One link leads' : `${links.length} links lead`} to this page:</p>
            <ul className="link-uses">
              {links.map((link) => (
                <li key={link.path.join('.')}>{placeName(link.path, { data, kinds, site })}</li>
              ))}
            </ul>
          </>
        )}
        <label htmlFor="remove-page-alias">Its address, and the links to it, will open</label>
        <select id="remove-page-alias" value={chosen} onChange={(event) => setAliasOn(event.target.value)}>
          {data.pages.map((other, index) =>
            index === selected ? null : (
              <option key={other.path} value={index}>
                {other.path} {other.title ? `: ${other.title}` : ''}
              </option>
            ),
          )}
          <option value="none">nothing: links to it will break (each must then be changed)</option>
        </select>
        <div className="dialog-actions">
          <button
            type="button"
            onClick={() => {
              onRemove(selected, chosen === 'none' ? undefined : Number(chosen));
              setAliasOn('');
              dialog.current?.close();
            }}
          >
            Remove the page
          </button>
          <button type="button" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
