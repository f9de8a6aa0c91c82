// The top menu in the editor as a volunteer meets it: a compact tree of rows, one add button per list named
// for it, an entry moved into a drop-down with the keyboard alone and saved in that order, its Hindi and
// Telugu moving with it; and removed with the step to undo, as a section is.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { siteSchema } from '../../content/block-schemas.ts';
import type { PagesFile } from '../../content/types.ts';
import { BackendContext, type EditorBackend, type SaveRequest } from './backend.ts';
import { EditorApp } from './editor-app.tsx';

const pages = JSON.parse(readFileSync('pages.json', 'utf8')) as PagesFile;
const hi = JSON.parse(readFileSync('translations/hi.json', 'utf8'));
const te = JSON.parse(readFileSync('translations/te.json', 'utf8'));

function backend(save: (request: SaveRequest) => void): EditorBackend {
  return {
    contentName: 'pages.json',
    changedElsewhere: 'changed on disk',
    changedBy: 'in a text editor, perhaps',
    loadSaved: 'Load the version on disk',
    load: async () => ({
      data: pages,
      hash: '1'.repeat(64),
      translations: {
        hi: { data: hi, hash: '2'.repeat(64), name: 'translations/hi.json' },
        te: { data: te, hash: '3'.repeat(64), name: 'translations/te.json' },
      },
      problems: [],
    }),
    catalogue: async () => ({ blocks: [], site: siteSchema() as RJSFSchema, pictures: [] }),
    status: async () => ({ hash: '1'.repeat(64), translationHashes: {} }),
    check: async () => [],
    save: async (request) => {
      save(request);
      return { status: 'saved', hash: '4'.repeat(64), changed: true, translationHashes: {} };
    },
    uploadPicture: async () => ({ src: '/images/x.png', pictures: [] }),
    deletePicture: vi.fn(async () => ({ pictures: [] })),
  };
}

async function openMenu(save = vi.fn()) {
  render(
    <BackendContext value={backend(save)}>
      <EditorApp />
    </BackendContext>,
  );
  const choice = await screen.findByLabelText('Page, or the menu and footer');
  fireEvent.change(choice, { target: { value: (choice as HTMLSelectElement).options[0].value } });
  return screen.findByRole('list', { name: 'Top menu' });
}

const row = (name: RegExp) => screen.getByRole('button', { name });

describe('the top menu as a tree', () => {
  it('shows one row per entry and one add button named for each list', async () => {
    const tree = await openMenu();
    expect(within(tree).getByRole('button', { name: /^Our History, goes to \/history$/ })).toBeTruthy();
    const adds = screen.getAllByRole('button', { name: /^Add a/ }).map((button) => button.textContent);
    expect(adds).toEqual([
      'Add a link under About Us',
      'Add a link under Interventions, Example Welfare Institute',
      'Add a link under Interventions, Example Welfare Foundation',
      'Add a link under Careers',
      'Add a top-menu entry',
    ]);
  });

  it('moves "Join Us" into the Careers drop-down by keyboard, saved in that order with its Hindi', async () => {
    const save = vi.fn();
    await openMenu(save);
    const joinUs = row(/^Join Us, goes to \/JoinUs$/);
    joinUs.focus();
    fireEvent.keyDown(joinUs, { key: 'ArrowRight', altKey: true });
    await waitFor(() => expect(document.activeElement?.id).toBe('menu-row-3-0-2'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp', altKey: true });
    fireEvent.click(screen.getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const request = save.mock.calls[0][0] as SaveRequest;
    const navigation = request.data.site.navigation;
    expect(navigation.map((entry) => entry.label)).toEqual([
      'Home',
      'About Us',
      'Interventions',
      'Careers',
      'Contact Us',
    ]);
    expect(navigation[3].groups?.[0].links.map((link) => link.label)).toEqual([
      'Careers',
      'Join Us',
      'Code of Conduct',
    ]);
    const joinUsHindi = hi.site['/navigation/4/label'];
    expect(request.translations.hi?.data.site?.['/navigation/3/groups/0/links/1/label']).toEqual(joinUsHindi);
    expect(request.translations.hi?.data.site?.['/navigation/4/label'].en).toBe('Contact Us');
  });

  it("moves an entry dragged onto a link into that link's list, before it", async () => {
    await openMenu();
    const transfer = { setData: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(row(/^Home, goes to/), { dataTransfer: transfer });
    fireEvent.dragOver(row(/^Our History, goes to/), { dataTransfer: transfer });
    fireEvent.drop(row(/^Our History, goes to/), { dataTransfer: transfer });
    const aboutUs = screen.getByRole('list', { name: 'Links under About Us' });
    await waitFor(() =>
      expect(
        within(aboutUs)
          .getAllByRole('button', { name: /goes to/ })
          .map((button) => button.id),
      ).toEqual(['menu-row-0-0-0', 'menu-row-0-0-1', 'menu-row-0-0-2', 'menu-row-0-0-3', 'menu-row-0-0-4']),
    );
    expect(within(aboutUs).getAllByRole('button', { name: /goes to/ })[1].textContent).toMatch(/^Home/);
  });

  it('opens a chosen entry in a panel and removes one with the step to undo', async () => {
    await openMenu();
    fireEvent.click(row(/^Our History, goes to \/history$/));
    expect((screen.getByLabelText(/^Words of the link/) as HTMLInputElement).value).toBe('Our History');
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Our History' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Our History/ })).toBeNull());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Undo/ })));
    expect(row(/^Our History, goes to \/history$/)).toBeTruthy();
  });
});
