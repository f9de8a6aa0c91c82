/**
 * What the problem list and the fields' messages do: Show opens the place of a problem (a page's
 * section, its details, or a part of the site settings) and puts the focus on the field, scrolled into view;
 * a fix the checker offers is carried out (a value written, a picture deleted, the page linked from the menu).
 */
import { type RefObject, useCallback } from 'react';
import { addressesUsed } from '../../content/validation/walk.ts';
import type { BlockKind, EditorBackend, PictureChoices, ProblemFix } from './backend.ts';
import { editorActions } from './editor-actions.ts';
import type { useEditorState } from './editor-state.ts';
import { fieldId, focusSoon } from './focus.ts';
import { chooseMenuPlaceOf } from './menu-choice.ts';

type State = ReturnType<typeof useEditorState>;

export function useProblemActions(
  state: State,
  backend: EditorBackend,
  kinds: BlockKind[],
  pictures: string[],
  setPictures: (choices: PictureChoices) => void,
  linkChoice: RefObject<HTMLSelectElement | null>,
) {
  /** Opens the place of a problem (a page's section, its details, or a part of the site settings) and focuses it. */
  const show = useCallback(
    (path: readonly (string | number)[]) => {
      const [root, first, list, section, ...rest] = path;
      if (root === 'site' && typeof first === 'string') {
        state.selectSite(first);
        chooseMenuPlaceOf(path.slice(1));
        focusSoon(fieldId('site', path.slice(1)), `site_${first}`, 'form-heading');
      } else if (root === 'pages' && typeof first === 'number') {
        const inSection = list === 'blocks' && typeof section === 'number';
        state.select(first, inSection ? section : 0);
        if (inSection) focusSoon(rest.length ? fieldId('section', rest) : 'section__messages', 'form-heading');
        else if (list === 'title' || list === 'description') focusSoon(fieldId('page', [list]));
        else focusSoon('page_title', 'page-details-heading');
      }
    },
    [state],
  );
  const fix = useCallback(
    (offered: ProblemFix) => {
      if (!state.history) return;
      if (offered.kind === 'set') {
        editorActions(state, state.history.present, kinds, pictures).setAt(
          offered.segments,
          offered.value,
          `${offered.label}: done.`,
        );
        show(offered.segments);
      } else if (offered.kind === 'delete-picture') {
        // The checker's message may be a moment older than the content: a picture just chosen in a field,
        // not saved yet, would be deleted under it (the server knows only the saved pages).
        if (state.data && addressesUsed(state.data).has(offered.src))
          return state.announce(
            `${offered.src} was not deleted: a page, not saved yet, shows it. Take it out there first, or keep the picture.`,
          );
        void backend.deletePicture(offered.src).then(
          (answer) => {
            setPictures(answer);
            state.recheck();
            state.announce(`Deleted the picture ${offered.src}.`);
          },
          (error: Error) => state.announce(error.message),
        );
      } else {
        const index = state.data?.pages.findIndex((p) => p.path === offered.path) ?? -1;
        if (index >= 0) state.select(index, 0);
        focusSoon(() => linkChoice.current);
      }
    },
    [state, kinds, pictures, backend, show, setPictures, linkChoice],
  );
  return { show, fix };
}
