// The "Delete the picture" button pages:check offers beside an unused picture: the server checks the saved
// pages only, so the editor page refuses when its unsaved content shows the picture (the checker's message may
// be a moment older than a picture just chosen), and deletes it otherwise.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import type { EditorBackend } from './backend.ts';
import { useEditorState } from './editor-state.ts';
import { withBlocks } from './history.ts';
import { useProblemActions } from './use-problem-actions.ts';

const empty = (language: 'hi' | 'te') => ({ language, review: '', site: {}, pages: {} });
const saved = {
  version: 1,
  site: { navigation: [] },
  pages: [{ path: '/', blocks: [{ type: 'banner', text: 'Hello' }] }],
} as unknown as PagesFile;
const offer = { kind: 'delete-picture', src: '/images/left-over.png', label: 'Delete the picture' } as const;

function backend(): EditorBackend {
  return {
    contentName: 'pages.json',
    changedElsewhere: 'changed on disk',
    changedBy: 'in a text editor, perhaps',
    loadSaved: 'Load the version on disk',
    load: async () => ({
      data: saved,
      hash: '1'.repeat(64),
      translations: {
        hi: { data: empty('hi'), hash: '2'.repeat(64), name: 'translations/hi.json' },
        te: { data: empty('te'), hash: '3'.repeat(64), name: 'translations/te.json' },
      },
      problems: [],
    }),
    catalogue: async () => ({ blocks: [], site: {}, pictures: [] }),
    status: async () => ({ hash: '1'.repeat(64), translationHashes: {} }),
    check: async () => [],
    save: async () => ({ status: 'saved', hash: '4'.repeat(64), changed: true, translationHashes: {} }),
    uploadPicture: async () => ({ src: '/images/x.png', pictures: [] }),
    deletePicture: vi.fn(async () => ({ pictures: [] })),
  };
}

async function started(server: EditorBackend) {
  const hook = renderHook(() => {
    const state = useEditorState(server);
    return { state, actions: useProblemActions(state, server, [], [], vi.fn(), { current: null }) };
  });
  await act(async () => {});
  return hook;
}

describe('the checker’s "Delete the picture"', () => {
  it('deletes nothing while a page not saved yet shows the picture, and says why', async () => {
    const server = backend();
    const { result } = await started(server);
    const present = result.current.state.history!.present;
    const chosen = [{ type: 'banner', text: 'Hello', image: { src: offer.src, alt: 'A class' } }];
    act(() => result.current.state.apply(withBlocks(present, chosen as never), 'Chose a picture', true));
    act(() => result.current.actions.fix(offer));
    expect(server.deletePicture).not.toHaveBeenCalled();
    expect(result.current.state.announcement).toMatch(/was not deleted: a page, not saved yet, shows it/);
  });

  it('deletes a picture no page shows, saved or not', async () => {
    const server = backend();
    const { result } = await started(server);
    await act(async () => result.current.actions.fix(offer));
    expect(server.deletePicture).toHaveBeenCalledWith(offer.src);
    expect(result.current.state.announcement).toBe(`Deleted the picture ${offer.src}.`);
  });
});
