/**
 * Notices a change made elsewhere (pages.json edited in a text editor, another person's save) by asking the
 * backend every 1.5 s for the versions saved now. An answer is compared with the versions the editor holds at
 * the moment it arrives (a ref, not the render's copy), and an answer to a question asked before the editor's
 * own last save or load began is dropped: it may describe a version from before that save, or the save's own
 * version before the page has taken the save's answer in. Either raised a false "changed on disk".
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSLATED_LANGUAGES } from '../../schema/api/languages.ts';
import type { EditorBackend, SavedVersions, Versions } from './backend.ts';

const EVERY_MS = 1500;

export interface HeldVersions {
  hash: string;
  translationHashes: Versions;
  /** How messages name each translation file. */
  names: Record<string, string>;
}

export function useChangeWatch(backend: EditorBackend, contentName: string) {
  const held = useRef<HeldVersions | undefined>(undefined);
  /** Counts the editor's own loads and saves, begun or answered; a poll answer from an older count is dropped. */
  const round = useRef(0);
  /** The files changed elsewhere since the editor loaded or saved them. */
  const [changed, setChanged] = useState<string[]>([]);
  /** The versions those files are now: "Save mine over it" replaces these only. */
  const [elsewhere, setElsewhere] = useState<SavedVersions>();

  useEffect(() => {
    const timer = setInterval(async () => {
      if (!held.current) return;
      const asked = round.current;
      const now = await backend.status().catch(() => undefined);
      const versions = held.current;
      if (!now || !versions || asked !== round.current) return;
      const files = [
        ...(now.hash === versions.hash ? [] : [contentName]),
        ...TRANSLATED_LANGUAGES.filter(
          (language) => now.translationHashes[language] !== versions.translationHashes[language],
        ).map((language) => versions.names[language] ?? language),
      ];
      setChanged((current) => (current.join() === files.join() ? current : files));
      setElsewhere((seen) => (JSON.stringify(seen) === JSON.stringify(now) ? seen : now));
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [backend, contentName]);

  /** The editor starts a load or a save: answers to polls asked before it no longer count. */
  const begin = useCallback(() => {
    round.current++;
  }, []);
  /** The editor now holds these versions (loaded or saved); nothing is changed elsewhere as far as it knows. */
  const hold = useCallback((versions: HeldVersions) => {
    round.current++;
    held.current = versions;
    setChanged([]);
  }, []);
  /** A save found these files changed elsewhere, now at these versions. */
  const conflict = useCallback((files: string[], versions: SavedVersions) => {
    round.current++;
    setChanged(files);
    setElsewhere(versions);
  }, []);
  return { changed, elsewhere, begin, hold, conflict };
}
