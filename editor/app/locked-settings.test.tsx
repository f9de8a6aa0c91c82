// The site settings as someone other than an admin meets them in the staff area's editor: the team addresses
// of each form and the site's contact address are disabled, with the sentence saying only an admin can change
// them, and the forms' confirmation e-mails say an admin publishes a change; the other fields stay editable.
// An admin (and `npm run edit`) gets every field as before.
import { render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { siteSchema } from '../../content/block-schemas.ts';
import type { PagesFile } from '../../content/types.ts';
import { BackendContext, type EditorBackend } from './backend.ts';
import type { EditorFormContext } from './form-context.ts';
import { ADMIN_ONLY_NOTE, ADMIN_PUBLISHES_NOTE } from './locked-settings.ts';
import { SitePartForm } from './site-settings.tsx';

const data = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const schema = siteSchema() as RJSFSchema;

const context: EditorFormContext = {
  content: () => data,
  pictures: () => [],
  uploaded: () => [],
  upload: vi.fn(),
  deletePicture: vi.fn(),
  announce: vi.fn(),
  base: [],
  owner: ['site'],
  translatable: new Set(),
  entryOf: () => undefined,
  translate: vi.fn(),
  problemsAt: () => [],
  fix: vi.fn(),
  version: '0',
};

function show(part: string, notAdmin: boolean | undefined) {
  const backend = { notAdmin } as EditorBackend;
  return render(
    <BackendContext value={backend}>
      <SitePartForm
        schema={schema}
        part={part}
        data={data}
        problems={[]}
        context={context}
        onChange={vi.fn()}
        onMenuEdit={vi.fn()}
      />
    </BackendContext>,
  );
}

const field = (value: string) => screen.getByDisplayValue(value) as HTMLInputElement;

describe('the guarded site settings in the editor', () => {
  it("are read-only for someone not an admin, with the sentence; the rest of the part isn't", () => {
    const { unmount } = show('notifications', true);
    expect(field('team@example.org').disabled).toBe(true);
    expect(field('volunteers@example.org').disabled).toBe(true);
    expect(screen.getAllByText(ADMIN_ONLY_NOTE)).toHaveLength(2);
    expect(screen.getAllByText(ADMIN_PUBLISHES_NOTE)).toHaveLength(2);
    expect(field('Contact Us').disabled).toBe(false);
    expect(field('We have received your message').disabled).toBe(false);
    // No button adds or removes a team address either.
    const addButtons = screen.getAllByRole('button', { name: /add an e-mail address/i });
    expect(addButtons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    unmount();
    show('contact', true);
    expect(field('info@example.org').disabled).toBe(true);
    expect(field('+91 90000 00000').disabled).toBe(false);
    expect(screen.getAllByText(ADMIN_ONLY_NOTE)).toHaveLength(1);
  });

  it('are editable for an admin, and in npm run edit', () => {
    for (const notAdmin of [false, undefined]) {
      const { unmount } = show('notifications', notAdmin);
      expect(field('team@example.org').disabled).toBe(false);
      expect(screen.queryByText(ADMIN_ONLY_NOTE)).toBeNull();
      unmount();
    }
  });
});
