/**
 * The editor's state: the content with undo, the checker's messages (use-checker.ts), saving, and noticing
 * a change saved elsewhere meanwhile (use-change-watch.ts), so nobody's change is ever silently overwritten.
 * The autosave (use-autosave.ts) keeps the person's unsaved work as her working copy; opened again, the editor
 * brings it back when it started from the version loaded, else offers it (working-copy-offer.tsx): kept, it
 * stands on the version it started from, so saving it meets the usual conflict check.
 * It speaks only to the EditorBackend interface (backend.ts), never to a file or a server of its own.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PagesFile } from '../../content/types.ts';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import type { EditedTranslations, EditorBackend, Loaded, Versions, WorkingCopy } from './backend.ts';
import { change, redo, startHistory, undo, type History, type Snapshot } from './history.ts';
import type { Translations } from './translations.ts';
import { keptAt, useAutosave } from './use-autosave.ts';
import { useChangeWatch } from './use-change-watch.ts';
import { useChecker } from './use-checker.ts';
import { useLeaveWarning } from './use-leave-warning.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'refused' | 'conflict' | 'failed';

interface Saved {
  data: PagesFile;
  translations: Translations;
  hash: string;
  translationHashes: Versions;
}

const byLanguage = <T>(loaded: Loaded, pick: (file: Loaded['translations']['hi']) => T) =>
  Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, pick(loaded.translations[language])])) as Record<
    (typeof TRANSLATED_LANGUAGES)[number],
    T
  >;

/** The working copy on the screen, one step to undo back to what was there. */
const withCopy = (history: History, copy: WorkingCopy, contentName: string) =>
  change(
    history,
    { data: copy.data, translations: copy.translations, page: 0, section: 0 },
    `Brought back your unsaved work, kept on this account at ${keptAt(copy.updatedAt)}. Undo shows ${contentName} without it.`,
  );

export function useEditorState(backend: EditorBackend) {
  const [history, setHistory] = useState<History>();
  const [saved, setSaved] = useState<Saved>();
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const [loadError, setLoadError] = useState('');
  /** Why the last save did not happen when the backend could not be reached or refused the request. */
  const [saveError, setSaveError] = useState('');
  const [names, setNames] = useState<Record<string, string>>({});
  const data = history?.present.data;
  const translations = history?.present.translations;
  const checker = useChecker(backend, data, translations);
  const watch = useChangeWatch(backend, backend.contentName);
  const { begin, hold, conflict } = watch;
  const unsaved = !!saved && (data !== saved.data || translations !== saved.translations);
  useLeaveWarning(unsaved);
  /** A working copy that started from an older version than the one loaded: she chooses to keep or discard it. */
  const [offer, setOffer] = useState<WorkingCopy>();
  const [offerError, setOfferError] = useState('');
  const autosave = useAutosave(backend, {
    data,
    translations,
    saved,
    unsaved,
    paused: saveState === 'saving' || !!offer,
  });
  const { settle, forget, restored } = autosave;

  const load = useCallback(async () => {
    begin();
    try {
      const loaded = await backend.load();
      const loadedTranslations = byLanguage(loaded, (file) => file.data);
      const translationHashes = byLanguage(loaded, (file) => file.hash);
      const fileNames = byLanguage(loaded, (file) => file.name);
      hold({ hash: loaded.hash, translationHashes, names: fileNames });
      const copy = loaded.workingCopy;
      const started = startHistory(loaded.data, loadedTranslations);
      const sameBase = copy?.baseHash === loaded.hash;
      setHistory(copy && sameBase ? withCopy(started, copy, backend.contentName) : started);
      setSaved({ data: loaded.data, translations: loadedTranslations, hash: loaded.hash, translationHashes });
      setOffer(sameBase ? undefined : copy);
      setOfferError('');
      if (copy && sameBase) restored(copy);
      else forget();
      setNames(fileNames);
      checker.known(loaded.data, loadedTranslations, loaded.problems);
      setSaveState('idle');
      setLoadError('');
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, [backend, begin, hold, checker.known, restored, forget]);
  useEffect(() => {
    void load();
  }, [load]);

  const apply = useCallback((next: Snapshot, description: string, merge = false) => {
    setHistory((current) => current && change(current, next, description, merge));
    setSaveState('idle');
    if (!merge) setAnnouncement(description);
  }, []);

  const save = useCallback(
    async (overwrite = false) => {
      if (!data || !translations || !saved) return;
      // Errors known for exactly this content refuse at once. While the check of the latest typing is still on
      // its way the messages shown are those of the content before it: the backend checks what is on the screen.
      if (!checker.checking && checker.problems.some((problem) => problem.severity === 'error')) {
        setSaveState('refused');
        return;
      }
      setSaveState('saving');
      begin();
      await settle();
      // Only the translation files edited are sent: one changed elsewhere and not here is left as it is.
      const edited: EditedTranslations = {};
      for (const language of TRANSLATED_LANGUAGES)
        if (translations[language] !== saved.translations[language])
          edited[language] = { data: translations[language], baseHash: saved.translationHashes[language] };
      let outcome: Awaited<ReturnType<EditorBackend['save']>>;
      try {
        outcome = await backend.save({
          data,
          baseHash: saved.hash,
          translations: edited,
          overwrite: overwrite ? watch.elsewhere : undefined,
        });
      } catch (error) {
        // Nothing was written; the content stays here, unsaved, to save again.
        setSaveError((error as Error).message);
        setSaveState('failed');
        return;
      }
      if (outcome.status === 'saved') {
        const translationHashes = { ...saved.translationHashes, ...outcome.translationHashes };
        hold({ hash: outcome.hash, translationHashes, names });
        setSaved({ data, translations, hash: outcome.hash, translationHashes });
        forget();
        setSaveState('saved');
      } else if (outcome.status === 'conflict') {
        conflict(outcome.files, { hash: outcome.hash, translationHashes: outcome.translationHashes });
        setSaveState('conflict');
      } else {
        checker.known(data, translations, outcome.problems);
        setSaveState('refused');
      }
    },
    [backend, data, translations, saved, checker, watch.elsewhere, begin, hold, conflict, names, settle, forget],
  );

  /** "Load their version": the draft saved now, without her changes (her working copy goes too). */
  const reload = useCallback(async () => {
    await settle();
    await backend.discardWorkingCopy?.().catch(() => undefined);
    await load();
  }, [backend, load, settle]);

  /** Her working copy from before on the screen, standing on the version it started from. */
  const keepCopy = useCallback(() => {
    if (!offer || !saved) return;
    const translationHashes = Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [language, offer.baseHash]),
    ) as Versions;
    hold({ hash: offer.baseHash, translationHashes, names });
    setHistory((current) => current && withCopy(current, offer, backend.contentName));
    setSaved({ ...saved, hash: offer.baseHash, translationHashes });
    restored(offer);
    setOffer(undefined);
    setSaveState('idle');
  }, [offer, saved, hold, names, backend.contentName, restored]);

  const discardCopy = useCallback(async () => {
    try {
      await backend.discardWorkingCopy?.();
      setOffer(undefined);
      setOfferError('');
    } catch (error) {
      setOfferError((error as Error).message);
    }
  }, [backend]);

  return {
    history,
    data,
    problems: checker.problems,
    checking: checker.checking,
    saveState,
    saveError,
    autosave: autosave.status,
    offer,
    offerError,
    keepCopy,
    discardCopy,
    changedOnDisk: watch.changed,
    announcement,
    loadError,
    unsaved,
    apply,
    announce: setAnnouncement,
    recheck: checker.recheck,
    select: (page: number, section: number) =>
      setHistory(
        (current) => current && { ...current, present: { ...current.present, page, section, site: undefined } },
      ),
    selectSite: (part: string) =>
      setHistory((current) => current && { ...current, present: { ...current.present, site: part } }),
    undo: () => setHistory((current) => current && undo(current)),
    redo: () => setHistory((current) => current && redo(current)),
    save,
    reload,
  };
}
