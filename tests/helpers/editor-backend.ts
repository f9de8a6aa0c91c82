// A backend for the section editor's state tests whose answers each test times (editor/app/backend.ts), and
// the steps those tests take: start the editor, let answered promises run on, type in the one section.
import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import type { EditorBackend, FieldProblem, SavedVersions } from '../../editor/app/backend.ts';
import { useEditorState } from '../../editor/app/editor-state.ts';
import { withBlocks } from '../../editor/app/history.ts';

export const HASH = (n: number) => String(n).repeat(64);
export const empty = (language: 'hi' | 'te') => ({ language, review: '', site: {}, pages: {} });
export const data = {
  version: 1,
  site: { navigation: [] },
  pages: [{ path: '/', blocks: [{ type: 'banner', text: 'Hello' }] }],
} as unknown as PagesFile;
export const emptyHeading: FieldProblem = {
  severity: 'error',
  where: '/ > block 1 (banner) > text',
  message: 'must not be empty',
  path: ['pages', 0, 'blocks', 0, 'text'],
};

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function fakeBackend(): EditorBackend & { statusAnswers: ReturnType<typeof deferred<SavedVersions>>[] } {
  const statusAnswers: ReturnType<typeof deferred<SavedVersions>>[] = [];
  return {
    contentName: 'pages.json',
    changedElsewhere: 'changed on disk',
    changedBy: 'in a text editor, perhaps',
    loadSaved: 'Load the version on disk',
    statusAnswers,
    load: async () => ({
      data,
      hash: HASH(1),
      translations: {
        hi: { data: empty('hi'), hash: HASH(2), name: 'translations/hi.json' },
        te: { data: empty('te'), hash: HASH(3), name: 'translations/te.json' },
      },
      problems: [],
    }),
    catalogue: async () => ({ blocks: [], site: {}, pictures: [] }),
    status: () => {
      const answer = deferred<SavedVersions>();
      statusAnswers.push(answer);
      return answer.promise;
    },
    check: async (checked: PagesFile) =>
      (checked.pages[0].blocks[0] as { text: string }).text === '' ? [emptyHeading] : [],
    save: async () => ({ status: 'saved', hash: HASH(4), changed: true, translationHashes: {} }),
    uploadPicture: async () => ({ src: '/images/x.png', pictures: [] }),
    deletePicture: async () => ({ pictures: [] }),
  };
}

/** Lets the promises answered so far run their continuations. */
export const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

export async function started(backend: EditorBackend) {
  const hook = renderHook(() => useEditorState(backend));
  await settle();
  return hook;
}

export function editText(state: ReturnType<typeof useEditorState>, text: string) {
  const present = state.history!.present;
  act(() => state.apply(withBlocks(present, [{ type: 'banner', text } as never]), 'Edited banner', true));
}
