/**
 * The editor's state: the content with undo, the checker's messages (asked again as you type), saving,
 * and watching pages.json and the translation files on disk so a change made elsewhere is noticed and never silently overwritten.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PagesFile } from '../../src/shared/content/types.ts';
import { TRANSLATED_LANGUAGES } from '../../src/shared/i18n/languages.ts';
import {
  checkPages,
  diskHashes,
  type EditedTranslations,
  type FieldProblem,
  loadPages,
  savePages,
  type TranslationHashes,
} from './api.ts';
import { change, redo, startHistory, undo, type History, type Snapshot } from './history.ts';
import type { Translations } from './translations.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'refused' | 'conflict';

export function useEditorState() {
  const [history, setHistory] = useState<History>();
  const [hash, setHash] = useState('');
  const [savedData, setSavedData] = useState<PagesFile>();
  const [translationHashes, setTranslationHashes] = useState<TranslationHashes>();
  const [savedTranslations, setSavedTranslations] = useState<Translations>();
  const [fileNames, setFileNames] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  /** The files changed on disk since the editor loaded them (pages.json, translations/hi.json...). */
  const [changedOnDisk, setChangedOnDisk] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [loadError, setLoadError] = useState('');
  const checkRun = useRef(0);

  const load = useCallback(async () => {
    try {
      const loaded = await loadPages();
      const translations = Object.fromEntries(
        TRANSLATED_LANGUAGES.map((language) => [language, loaded.translations[language].data]),
      ) as Translations;
      setHistory(startHistory(loaded.data, translations));
      setSavedData(loaded.data);
      setSavedTranslations(translations);
      setTranslationHashes(
        Object.fromEntries(
          TRANSLATED_LANGUAGES.map((language) => [language, loaded.translations[language].hash]),
        ) as TranslationHashes,
      );
      setFileNames(
        Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, loaded.translations[language].name])),
      );
      setHash(loaded.hash);
      setProblems(loaded.problems);
      setChangedOnDisk([]);
      setSaveState('idle');
      setLoadError('');
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const data = history?.present.data;
  const translations = history?.present.translations;
  // The checker runs on the server (it reads schema/ and public/); asked once typing pauses.
  useEffect(() => {
    if (!data || data === savedData) return;
    const run = ++checkRun.current;
    setChecking(true);
    const timer = setTimeout(async () => {
      const found = await checkPages(data);
      if (run !== checkRun.current) return;
      setProblems(found);
      setChecking(false);
    }, 250);
    return () => clearTimeout(timer);
  }, [data, savedData]);

  useEffect(() => {
    if (!hash || !translationHashes) return;
    const timer = setInterval(async () => {
      const disk = await diskHashes().catch(() => undefined);
      if (!disk) return;
      const changed = [
        ...(disk.hash === hash ? [] : ['pages.json']),
        ...TRANSLATED_LANGUAGES.filter(
          (language) => disk.translationHashes[language] !== translationHashes[language],
        ).map((language) => fileNames[language] ?? language),
      ];
      setChangedOnDisk((current) => (current.join() === changed.join() ? current : changed));
    }, 1500);
    return () => clearInterval(timer);
  }, [hash, translationHashes, fileNames]);

  const apply = useCallback((next: Snapshot, description: string, merge = false) => {
    setHistory((current) => current && change(current, next, description, merge));
    setSaveState('idle');
    if (!merge) setAnnouncement(description);
  }, []);

  const save = useCallback(
    async (overwrite = false) => {
      if (!data || !translations || !savedTranslations || !translationHashes) return;
      // Known errors refuse at once; the server checks again anyway (a check may still be on its way).
      if (problems.some((problem) => problem.severity === 'error')) {
        setSaveState('refused');
        return;
      }
      setSaveState('saving');
      // Only the translation files edited are sent: one changed elsewhere and not here is left as it is.
      const edited: EditedTranslations = {};
      for (const language of TRANSLATED_LANGUAGES)
        if (translations[language] !== savedTranslations[language])
          edited[language] = { data: translations[language], baseHash: translationHashes[language] };
      const outcome = await savePages(data, hash, edited, overwrite);
      if (outcome.status === 'saved') {
        setHash(outcome.hash);
        setTranslationHashes({ ...translationHashes, ...outcome.translationHashes });
        setSavedData(data);
        setSavedTranslations(translations);
        setChangedOnDisk([]);
        setSaveState('saved');
      } else if (outcome.status === 'conflict') {
        setChangedOnDisk(outcome.files);
        setSaveState('conflict');
      } else {
        setProblems(outcome.problems);
        setSaveState('refused');
      }
    },
    [data, translations, savedTranslations, translationHashes, hash, problems],
  );

  return {
    history,
    data,
    problems,
    checking,
    saveState,
    changedOnDisk,
    announcement,
    loadError,
    unsaved: (!!data && data !== savedData) || translations !== savedTranslations,
    apply,
    announce: setAnnouncement,
    select: (page: number, section: number) =>
      setHistory((current) => current && { ...current, present: { ...current.present, page, section } }),
    undo: () => setHistory((current) => current && undo(current)),
    redo: () => setHistory((current) => current && redo(current)),
    save,
    reload: load,
  };
}
