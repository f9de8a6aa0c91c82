// The editor's state against a backend whose answers the test times: a status answer overtaken by a
// save, the checker's messages after Undo, and leaving the page with unsaved changes.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  data,
  deferred,
  editText,
  emptyHeading,
  fakeBackend,
  HASH,
  settle,
  started,
} from '../../tests/helpers/editor-backend.ts';
import type { SaveOutcome } from './backend.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the editor state', () => {
  it('raises no "changed on disk" alert when a status answer from before its own save arrives after it', async () => {
    const backend = fakeBackend();
    const saveAnswer = deferred<SaveOutcome>();
    backend.save = () => saveAnswer.promise;
    const { result } = await started(backend);
    editText(result.current, 'Hello again');
    // A poll is sent; the server answers it only after writing the save that follows (it was busy with it),
    // so the answer names the version the editor's own save made...
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    expect(backend.statusAnswers).toHaveLength(1);
    await act(async () => {
      const saving = result.current.save();
      saveAnswer.resolve({ status: 'saved', hash: HASH(4), changed: true, translationHashes: {} });
      // ...and arrives just after the save's answer, before the page has taken that answer in.
      backend.statusAnswers[0].resolve({ hash: HASH(4), translationHashes: { hi: HASH(2), te: HASH(3) } });
      await saving;
    });
    await settle();
    expect(result.current.saveState).toBe('saved');
    expect(result.current.changedOnDisk).toEqual([]);
    // A change really made on disk later is still noticed.
    await act(async () => vi.advanceTimersByTimeAsync(1500));
    await act(async () =>
      backend.statusAnswers.at(-1)!.resolve({ hash: HASH(9), translationHashes: { hi: HASH(2), te: HASH(3) } }),
    );
    await settle();
    expect(result.current.changedOnDisk).toEqual(['pages.json']);
  });

  it("shows the saved content's messages again after Undo brings it back", async () => {
    const { result } = await started(fakeBackend());
    editText(result.current, '');
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(result.current.problems).toEqual([emptyHeading]);
    act(() => result.current.undo());
    await act(async () => vi.advanceTimersByTimeAsync(300));
    expect(result.current.history!.present.data).toBe(data);
    expect(result.current.problems).toEqual([]);
    expect(result.current.checking).toBe(false);
  });

  it('asks before the page is left with unsaved changes, and not otherwise', async () => {
    const { result } = await started(fakeBackend());
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    editText(result.current, 'Hello again');
    expect(leave()).toBe(true);
    await act(async () => result.current.save());
    expect(leave()).toBe(false);
  });
});
