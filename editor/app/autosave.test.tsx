// The autosave as the person meets it in the save bar: kept on her account 3 s after her last change (one
// request for a burst of typing, on top of the version loaded), "Saving on this account…" then "Saved on this
// account" with the time, a plain message when it fails, never while Save runs, at once when she leaves the
// editor; opened again, her work is back, or, when the draft moved on since, she chooses to keep or discard it.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagesFile } from '../../content/types.ts';
import { data, deferred, editText, fakeBackend, HASH, settle } from '../../tests/helpers/editor-backend.ts';
import type { EditorBackend, SaveOutcome, WorkingCopy } from './backend.ts';
import { useEditorState } from './editor-state.ts';
import { SaveBar } from './save-bar.tsx';
import { AUTOSAVE_DELAY_MS, keptAt } from './use-autosave.ts';

type State = ReturnType<typeof useEditorState>;
type Kept = Parameters<NonNullable<EditorBackend['keepWorkingCopy']>>[0];

const KEPT_AT = '2026-11-29T09:02:00.000Z';
const textOf = (content: PagesFile) => (content.pages[0].blocks[0] as { text: string }).text;
const withText = (text: string) =>
  ({ ...data, pages: [{ ...data.pages[0], blocks: [{ type: 'banner', text }] }] }) as unknown as PagesFile;

function autosavingBackend() {
  const kept: Kept[] = [];
  const backend = fakeBackend();
  backend.keepWorkingCopy = async (copy) => {
    kept.push(copy);
    return KEPT_AT;
  };
  backend.discardWorkingCopy = vi.fn(async () => {});
  return { backend, kept };
}

async function openEditor(backend: EditorBackend) {
  const current: { state?: State } = {};
  function Harness() {
    const state = useEditorState(backend);
    current.state = state;
    return <SaveBar state={state} words={backend} />;
  }
  const shown = render(<Harness />);
  await settle();
  return Object.assign(() => current.state as State, { close: shown.unmount });
}

const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const savedWords = () => `Saved on this account ${keptAt(KEPT_AT)}. Only you see it until you press Save.`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the autosave', () => {
  it('keeps her work once, 3 s after her last change, on top of the version loaded, and says so', async () => {
    const { backend, kept } = autosavingBackend();
    const answer = deferred<string>();
    backend.keepWorkingCopy = async (copy) => {
      kept.push(copy);
      return answer.promise;
    };
    const state = await openEditor(backend);
    editText(state(), 'H');
    await wait(2000);
    editText(state(), 'Hello again');
    await wait(AUTOSAVE_DELAY_MS - 100);
    expect(kept).toHaveLength(0);
    await wait(100);
    expect(kept).toHaveLength(1);
    expect(textOf(kept[0].data)).toBe('Hello again');
    expect(kept[0].baseHash).toBe(HASH(1));
    // Only the translations changed travel: none here.
    expect(kept[0].translations).toEqual({});
    expect(screen.getByText('Saving on this account…')).toBeTruthy();
    await act(async () => answer.resolve(KEPT_AT));
    expect(screen.getByText(savedWords())).toBeTruthy();
    // Nothing changed since: nothing is sent again.
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(kept).toHaveLength(1);
  });

  it('says in plain words when her work could not be kept', async () => {
    const { backend } = autosavingBackend();
    backend.keepWorkingCopy = async () => {
      throw new Error('The server could not be reached. Check your connection and try again.');
    };
    const state = await openEditor(backend);
    editText(state(), 'Hello again');
    await wait(AUTOSAVE_DELAY_MS);
    expect(screen.getByRole('alert').textContent).toBe(
      'Not saved on this account: The server could not be reached. Check your connection and try again. Your changes are still on this screen; Save puts them in pages.json.',
    );
  });

  it('never runs while a save is running, and a save leaves nothing to keep', async () => {
    const { backend, kept } = autosavingBackend();
    const saveAnswer = deferred<SaveOutcome>();
    backend.save = () => saveAnswer.promise;
    const state = await openEditor(backend);
    editText(state(), 'Hello again');
    await wait(1000);
    act(() => void state().save());
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(kept).toHaveLength(0);
    await act(async () => saveAnswer.resolve({ status: 'saved', hash: HASH(4), changed: true, translationHashes: {} }));
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(kept).toHaveLength(0);
    expect(screen.queryByText(/on this account/)).toBeNull();
  });

  it('keeps her last change at once when she leaves the editor before the 3 s are up', async () => {
    const { backend, kept } = autosavingBackend();
    const state = await openEditor(backend);
    editText(state(), 'Hello again');
    await wait(1000);
    act(() => state.close());
    await settle();
    expect(kept.map((copy) => textOf(copy.data))).toEqual(['Hello again']);
  });

  it('deletes her working copy when Undo brings back the saved content', async () => {
    const { backend, kept } = autosavingBackend();
    const state = await openEditor(backend);
    editText(state(), 'Hello again');
    await wait(AUTOSAVE_DELAY_MS);
    expect(kept).toHaveLength(1);
    act(() => state().undo());
    await wait(AUTOSAVE_DELAY_MS);
    expect(backend.discardWorkingCopy).toHaveBeenCalledOnce();
    expect(screen.queryByText(/on this account/)).toBeNull();
  });
});

describe('her working copy when she opens the editor again', () => {
  const copyOn = (baseHash: string): WorkingCopy => ({
    data: withText('Her unsaved words'),
    translations: { hi: data as never, te: data as never },
    baseHash,
    updatedAt: KEPT_AT,
  });

  it('comes back when it started from the version loaded, with "Saved" and one Undo back to the draft', async () => {
    const { backend, kept } = autosavingBackend();
    const load = backend.load;
    backend.load = async () => ({ ...(await load()), workingCopy: copyOn(HASH(1)) });
    const state = await openEditor(backend);
    expect(textOf(state().data as PagesFile)).toBe('Her unsaved words');
    expect(state().unsaved).toBe(true);
    expect(screen.getByText(savedWords())).toBeTruthy();
    await wait(AUTOSAVE_DELAY_MS * 2);
    expect(kept).toHaveLength(0);
    act(() => state().undo());
    expect(state().data).toBe(data);
  });

  it('is offered when the draft moved on since: kept, her save names the version it started from', async () => {
    const { backend } = autosavingBackend();
    const load = backend.load;
    backend.load = async () => ({ ...(await load()), workingCopy: copyOn(HASH(7)) });
    const saves: string[] = [];
    backend.save = async (request) => {
      saves.push(request.baseHash);
      return { status: 'conflict', files: ['pages.json'], hash: HASH(1), translationHashes: {} };
    };
    const state = await openEditor(backend);
    expect(screen.getByRole('alert').textContent).toContain(
      `Your unsaved work from ${keptAt(KEPT_AT)} is kept on this account, but since you began it pages.json was changed on disk.`,
    );
    expect(textOf(state().data as PagesFile)).toBe('Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my copy' }));
    expect(textOf(state().data as PagesFile)).toBe('Her unsaved words');
    await act(async () => state().save());
    expect(saves).toEqual([HASH(7)]);
    expect(state().saveState).toBe('conflict');
  });

  it('is offered when the draft moved on since: discarded, the draft stays as it is', async () => {
    const { backend } = autosavingBackend();
    const load = backend.load;
    backend.load = async () => ({ ...(await load()), workingCopy: copyOn(HASH(7)) });
    const state = await openEditor(backend);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard my copy' })));
    expect(backend.discardWorkingCopy).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Keep my copy' })).toBeNull();
    expect(textOf(state().data as PagesFile)).toBe('Hello');
  });
});
