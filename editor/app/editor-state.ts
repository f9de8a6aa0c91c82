/**
 * The editor's state: the content with undo, the checker's messages (asked again as you type), saving,
 * and watching pages.json on disk so a change made elsewhere is noticed and never silently overwritten.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PagesFile } from '../../src/shared/content/types.ts';
import { checkPages, diskHash, loadPages, savePages, type FieldProblem } from './api.ts';
import { change, redo, startHistory, undo, type History, type Snapshot } from './history.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'refused' | 'conflict';

export function useEditorState() {
  const [history, setHistory] = useState<History>();
  const [hash, setHash] = useState('');
  const [savedData, setSavedData] = useState<PagesFile>();
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [changedOnDisk, setChangedOnDisk] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [loadError, setLoadError] = useState('');
  const checkRun = useRef(0);

  const load = useCallback(async () => {
    try {
      const loaded = await loadPages();
      setHistory(startHistory(loaded.data));
      setSavedData(loaded.data);
      setHash(loaded.hash);
      setProblems(loaded.problems);
      setChangedOnDisk(false);
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
    if (!hash) return;
    const timer = setInterval(async () => {
      if ((await diskHash().catch(() => hash)) !== hash) setChangedOnDisk(true);
    }, 1500);
    return () => clearInterval(timer);
  }, [hash]);

  const apply = useCallback((next: Snapshot, description: string, merge = false) => {
    setHistory((current) => current && change(current, next, description, merge));
    setSaveState('idle');
    if (!merge) setAnnouncement(description);
  }, []);

  const save = useCallback(
    async (overwrite = false) => {
      if (!data) return;
      // Known errors refuse at once; the server checks again anyway (a check may still be on its way).
      if (problems.some((problem) => problem.severity === 'error')) {
        setSaveState('refused');
        return;
      }
      setSaveState('saving');
      const outcome = await savePages(data, hash, overwrite);
      if (outcome.status === 'saved') {
        setHash(outcome.hash);
        setSavedData(data);
        setChangedOnDisk(false);
        setSaveState('saved');
      } else if (outcome.status === 'conflict') {
        setChangedOnDisk(true);
        setSaveState('conflict');
      } else {
        setProblems(outcome.problems);
        setSaveState('refused');
      }
    },
    [data, hash, problems],
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
    unsaved: !!data && data !== savedData,
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
