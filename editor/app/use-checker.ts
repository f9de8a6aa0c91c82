/**
 * The checker's messages for the content as it is now. The check runs on the backend (it reads schema/ and
 * the pictures) once typing pauses. Every answer is kept with the content it was about, so Undo or Redo back
 * to content checked before shows that content's messages at once instead of the last check's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PagesFile } from '../../content/types.ts';
import type { EditorBackend, FieldProblem } from './backend.ts';
import type { Translations } from './translations.ts';

const PAUSE_MS = 250;

export function useChecker(backend: EditorBackend, data?: PagesFile, translations?: Translations) {
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [checking, setChecking] = useState(false);
  /** The messages of each content checked, by its (unchanging) objects: pages, then translations. */
  const answers = useRef(new WeakMap<PagesFile, WeakMap<Translations, FieldProblem[]>>());
  const run = useRef(0);
  /** Counts changes the content does not show (a picture deleted or uploaded): each asks the checker again. */
  const [round, setRound] = useState(0);

  const remember = useCallback((checked: PagesFile, checkedTranslations: Translations, found: FieldProblem[]) => {
    const byTranslations = answers.current.get(checked) ?? new WeakMap();
    byTranslations.set(checkedTranslations, found);
    answers.current.set(checked, byTranslations);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is not read; a new round asks the checker again.
  useEffect(() => {
    if (!data || !translations) return;
    const current = ++run.current;
    const known = answers.current.get(data)?.get(translations);
    if (known) {
      setProblems(known);
      setChecking(false);
      return;
    }
    setChecking(true);
    const timer = setTimeout(async () => {
      let found: FieldProblem[];
      try {
        found = await backend.check(data, translations);
        remember(data, translations, found);
      } catch (error) {
        // Not remembered: the next change asks again.
        found = [{ severity: 'error', where: 'the check', message: (error as Error).message, path: [] }];
      }
      if (current !== run.current) return;
      setProblems(found);
      setChecking(false);
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [backend, data, translations, remember, round]);

  const shown = useRef({ data, translations });
  shown.current = { data, translations };
  /** The messages that came with loaded content, or with a refused save, for exactly that content. */
  const known = useCallback(
    (checked: PagesFile, checkedTranslations: Translations, found: FieldProblem[]) => {
      remember(checked, checkedTranslations, found);
      if (checked === shown.current.data && checkedTranslations === shown.current.translations) setProblems(found);
    },
    [remember],
  );

  /** Something outside the content changed (the pictures): every earlier answer may be out of date. */
  const recheck = useCallback(() => {
    answers.current = new WeakMap();
    setRound((n) => n + 1);
  }, []);

  return { problems, checking, known, recheck };
}
