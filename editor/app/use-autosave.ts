/**
 * The autosave: a few seconds after the last change (AUTOSAVE_DELAY_MS), the unsaved content is kept as the
 * person's own working copy (EditorBackend.keepWorkingCopy), on top of the version it started from; never
 * while a save is running or while she has not chosen what to do with a working copy from before (`paused`).
 * Back at the saved content (Undo), her working copy is deleted. Its state is shown in the save bar: kept and
 * when, being kept, or why it could not be.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PagesFile } from '../../content/types.ts';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import type { EditorBackend } from './backend.ts';
import type { Translations } from './translations.ts';

export const AUTOSAVE_DELAY_MS = 3000;

export type AutosaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; message: string };

/** The translation files that differ from the saved ones: only these are sent. */
export function changedTranslations(translations: Translations, saved: Translations): Partial<Translations> {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.filter((language) => translations[language] !== saved[language]).map((language) => [
      language,
      translations[language],
    ]),
  );
}

interface Kept {
  data: PagesFile;
  translations: Translations;
  baseHash: string;
}

interface Content {
  data?: PagesFile;
  translations?: Translations;
  /** The content last loaded or saved, and its version: a working copy starts from it. */
  saved?: { data: PagesFile; translations: Translations; hash: string };
  unsaved: boolean;
  paused: boolean;
}

export function useAutosave(backend: EditorBackend, { data, translations, saved, unsaved, paused }: Content) {
  const [status, setStatus] = useState<AutosaveState>({ state: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<void>>(undefined);
  /** A working copy of this editor's is kept on the server (so going back to the saved content deletes it). */
  const kept = useRef(false);
  /** The content kept last, and the version it started from: the same again is not sent again. */
  const lastKept = useRef<Kept>(undefined);

  /** The autosave waiting for its timer: run at once if the editor closes first (Back to Pages). */
  const pending = useRef<() => Promise<void>>(undefined);

  /** Runs `work` after the one on its way, if any: two never cross. */
  const run = useCallback((work: () => Promise<void>) => {
    const current: Promise<void> = (running.current ?? Promise.resolve()).then(work).finally(() => {
      if (running.current === current) running.current = undefined;
    });
    running.current = current;
    return current;
  }, []);

  useEffect(() => {
    pending.current = undefined;
    const { keepWorkingCopy, discardWorkingCopy } = backend;
    if (!keepWorkingCopy || paused || !data || !translations || !saved) return;
    if (!unsaved && !kept.current) return;
    const last = lastKept.current;
    if (unsaved && last?.data === data && last.translations === translations && last.baseHash === saved.hash) return;
    const work = async () => {
      if (!unsaved) {
        await discardWorkingCopy?.().catch(() => undefined);
        kept.current = false;
        lastKept.current = undefined;
        setStatus({ state: 'idle' });
        return;
      }
      setStatus({ state: 'saving' });
      try {
        const at = await keepWorkingCopy({
          data,
          translations: changedTranslations(translations, saved.translations),
          baseHash: saved.hash,
        });
        kept.current = true;
        lastKept.current = { data, translations, baseHash: saved.hash };
        setStatus({ state: 'saved', at });
      } catch (error) {
        setStatus({ state: 'failed', message: (error as Error).message });
      }
    };
    pending.current = work;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      pending.current = undefined;
      void run(work);
    }, AUTOSAVE_DELAY_MS);
    return () => {
      // The work stays pending until the next run of this effect replaces it, or the editor closes.
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [backend, data, translations, saved, unsaved, paused, run]);
  // Declared after the effect above, so on closing its cleanup runs after that one's: the last change is kept.
  useEffect(
    () => () => {
      const work = pending.current;
      pending.current = undefined;
      if (work) void run(work);
    },
    [run],
  );

  /** Before a save: no autosave starts now, and one on its way has finished. */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
    await running.current;
  }, []);
  /** A save made the working copy the saved content (the server deleted it). */
  const forget = useCallback(() => {
    kept.current = false;
    lastKept.current = undefined;
    setStatus({ state: 'idle' });
  }, []);
  /** A working copy kept earlier is back on the screen (these very objects), standing on `baseHash`. */
  const restored = useCallback((copy: Kept & { updatedAt: string }) => {
    kept.current = true;
    lastKept.current = { data: copy.data, translations: copy.translations, baseHash: copy.baseHash };
    setStatus({ state: 'saved', at: copy.updatedAt });
  }, []);
  return { status, settle, forget, restored };
}

/** When a working copy was kept, as the person's clock says it: "14:32" today, else "28 Nov 14:32". */
export function keptAt(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })} ${time}`;
}
