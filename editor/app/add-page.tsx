/**
 * Adding a page from its title: the address is filled in from the title ("Upcoming Events" gives
 * /upcoming-events) until the volunteer types one, and an address typed as a title is refused with the
 * address it suggests, one click away.
 */
import { type FormEvent, useRef, useState } from 'react';

const PATH_PATTERN = /^\/([A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*)?$/;

/** The address a title suggests: "Upcoming Events" gives /upcoming-events. */
export function addressFor(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `/${words}` : '';
}

export interface NewPage {
  path: string;
  title: string;
  description: string;
}

export function AddPage({ onAdd }: { onAdd: (page: NewPage) => string | undefined }) {
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [pathTyped, setPathTyped] = useState(false);
  const [problem, setProblem] = useState('');
  const suggestion = !PATH_PATTERN.test(path) ? addressFor(path) : '';
  const address = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const description = String(new FormData(form).get('description') ?? '').trim();
    const refused = onAdd({ path: path.trim(), title: title.trim(), description });
    setProblem(refused ?? '');
    if (refused) return;
    form.reset();
    form.closest('details')?.removeAttribute('open');
    setTitle('');
    setPath('');
    setPathTyped(false);
  };
  return (
    <details className="add-page">
      <summary>Add a page</summary>
      <form onSubmit={submit} aria-label="Add a page">
        <label htmlFor="new-page-title">Title</label>
        <input
          id="new-page-title"
          name="title"
          required
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!pathTyped) setPath(addressFor(event.target.value));
          }}
        />
        <label htmlFor="new-page-path">Address</label>
        <input
          id="new-page-path"
          name="path"
          ref={address}
          required
          placeholder="/new-page"
          aria-describedby="new-page-path-help"
          value={path}
          onChange={(event) => {
            setPath(event.target.value);
            setPathTyped(true);
          }}
        />
        <p id="new-page-path-help" className="help">
          Filled in from the title. Starts with /; letters, digits and dashes, for example /annual-report.
        </p>
        <label htmlFor="new-page-description">Description</label>
        <textarea id="new-page-description" name="description" rows={2} aria-describedby="new-page-description-help" />
        <p id="new-page-description-help" className="help">
          One or two sentences, shown by search engines under the title.
        </p>
        {problem && (
          <div className="field-problem" role="alert">
            <p>{problem}</p>
            {suggestion && suggestion !== path && (
              <button
                type="button"
                className="small"
                onClick={() => {
                  setPath(suggestion);
                  setProblem('');
                  address.current?.focus();
                }}
              >
                Use {suggestion}
              </button>
            )}
          </div>
        )}
        <button type="submit">Add the page</button>
      </form>
    </details>
  );
}
