/** Choosing the page to edit, adding a page and removing one (with the links that would break). */
import { useRef, useState, type FormEvent } from 'react';
import type { PagesFile } from '../../src/shared/content/types.ts';
import { linksTo } from './page-links.ts';

interface Props {
  data: PagesFile;
  selected: number;
  onSelect: (index: number) => void;
  onAdd: (page: { path: string; title: string; description: string }) => string | undefined;
  onRemove: (index: number, aliasOn?: number) => void;
}

function AddPage({ onAdd }: Pick<Props, 'onAdd'>) {
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const refused = onAdd({ path: text('path'), title: text('title'), description: text('description') });
    setProblem(refused ?? '');
    if (!refused) event.currentTarget.reset();
  };
  return (
    <details className="add-page">
      <summary>Add a page</summary>
      <form onSubmit={submit} aria-label="Add a page">
        <label htmlFor="new-page-path">Address</label>
        <input id="new-page-path" name="path" required placeholder="/new-page" aria-describedby="new-page-path-help" />
        <p id="new-page-path-help" className="help">
          Starts with /; letters, digits and dashes, for example /annual-report.
        </p>
        <label htmlFor="new-page-title">Title</label>
        <input id="new-page-title" name="title" required />
        <label htmlFor="new-page-description">Description</label>
        <textarea id="new-page-description" name="description" rows={2} aria-describedby="new-page-description-help" />
        <p id="new-page-description-help" className="help">
          One or two sentences, shown by search engines under the title.
        </p>
        {problem && (
          <p className="field-problem" role="alert">
            {problem}
          </p>
        )}
        <button type="submit">Add the page</button>
      </form>
    </details>
  );
}

function RemovePage({ data, selected, onRemove }: Pick<Props, 'data' | 'selected' | 'onRemove'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [aliasOn, setAliasOn] = useState('');
  const page = data.pages[selected];
  const links = linksTo(data, selected);
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} disabled={data.pages.length === 1}>
        Remove this page
      </button>
      <dialog ref={dialog} aria-labelledby="remove-page-heading">
        <h2 id="remove-page-heading">Remove the page {page.path}?</h2>
        {links.length === 0 ? (
          <p>No link of the site points to this page.</p>
        ) : (
          <>
            <p>
              {links.length} {links.length === 1 ? 'link points' : 'links point'} to this page and would break:
            </p>
            <ul className="link-uses">
              {links.map((link) => (
                <li key={link.path.join('.')}>
                  {link.where}: <code>{link.href}</code>
                </li>
              ))}
            </ul>
          </>
        )}
        <label htmlFor="remove-page-alias">Keep its address working by opening another page</label>
        <select id="remove-page-alias" value={aliasOn} onChange={(event) => setAliasOn(event.target.value)}>
          <option value="">(no: old links will break)</option>
          {data.pages.map((other, index) =>
            index === selected ? null : (
              <option key={other.path} value={index}>
                {other.path}
              </option>
            ),
          )}
        </select>
        <div className="dialog-actions">
          <button
            type="button"
            onClick={() => {
              onRemove(selected, aliasOn === '' ? undefined : Number(aliasOn));
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

export function PagePanel({ data, selected, onSelect, onAdd, onRemove }: Props) {
  return (
    <section aria-labelledby="pages-heading" className="panel">
      <h2 id="pages-heading">Page</h2>
      <label htmlFor="page-choice">Page to edit</label>
      <select id="page-choice" value={selected} onChange={(event) => onSelect(Number(event.target.value))}>
        {data.pages.map((page, index) => (
          <option key={page.path} value={index}>
            {page.path} {page.title ? `: ${page.title}` : ''}
          </option>
        ))}
      </select>
      <RemovePage data={data} selected={selected} onRemove={onRemove} />
      <AddPage onAdd={onAdd} />
    </section>
  );
}
