/**
 * What each form gets besides its data (form-context.ts): the selected section's, the page details', and the
 * site settings' (menu, footer). The same pickers and problems for all; translations under the page's path or
 * the file's `site`, each at its own place, so a translation typed in any form is saved where it belongs
 * (`/blocks/2/heading`, `/title`, `/navigation/2/label`).
 *
 * The form library compares each field's props deeply before drawing it again, context included. So the
 * context holds no content: its functions read the latest state through a ref (a field not drawn again never
 * acts on old content), and `version` names what the fields show from outside their own value (the site's
 * pages and sections, translations, messages, pictures). Typing in the menu then draws the field typed in,
 * not the hundreds around it, each compared with the whole site.
 */
import { useMemo, useRef } from 'react';
import type { PagesFile } from '../../content/types.ts';
import { LANGUAGE_NAMES, type TranslatedLanguage } from '../../schema/api/languages.ts';
import type { EditorBackend, FieldProblem, PictureChoices, ProblemFix, Segment } from './backend.ts';
import type { useEditorState } from './editor-state.ts';
import type { EditorFormContext } from './form-context.ts';
import type { Snapshot } from './history.ts';
import { siteTranslatablePointers, withSiteTranslation } from './site-translations.ts';
import { translatablePointers, withTranslation } from './translations.ts';

type State = ReturnType<typeof useEditorState>;

const key = (path: readonly Segment[]) => JSON.stringify(path);

/** A number for each object seen, so a new object (translations, messages, pictures) changes the version. */
const ids = new WeakMap<object, number>();
let nextId = 0;
const idOf = (value: object) => {
  if (!ids.has(value)) ids.set(value, ++nextId);
  return ids.get(value);
};

/** What link pickers show of the site: its pages' addresses, titles and section names. */
const siteMap = (data: PagesFile) =>
  JSON.stringify(data.pages.map((page) => [page.path, page.aliases, page.title, page.blocks.map((b) => b.id)]));

interface Latest {
  present: Snapshot;
  choices: PictureChoices;
  byPlace: Map<string, FieldProblem[]>;
  fix: (fix: ProblemFix, problem: FieldProblem) => void;
}

export function useFormContexts(
  state: State,
  backend: EditorBackend,
  choices: PictureChoices,
  setChoices: (choices: PictureChoices) => void,
  fix: (fix: ProblemFix, problem: FieldProblem) => void,
) {
  const { data, apply, problems } = state;
  const present = state.history?.present;
  const announce = state.announce;
  const byPlace = useMemo(() => {
    const places = new Map<string, FieldProblem[]>();
    for (const problem of problems) places.set(key(problem.path), [...(places.get(key(problem.path)) ?? []), problem]);
    return places;
  }, [problems]);
  const latest = useRef<Latest | undefined>(undefined);
  if (present) latest.current = { present, choices, byPlace, fix };

  /** The functions every form shares; they read the latest state, so they never change. */
  const shared = useMemo(() => {
    const now = () => latest.current as Latest;
    const pageOf = () => now().present.data.pages[now().present.page];
    return {
      content: () => now().present.data,
      pictures: () => now().choices.pictures,
      uploaded: () => now().choices.uploaded ?? [],
      announce,
      fix: (offered: ProblemFix, problem: FieldProblem) => now().fix(offered, problem),
      upload: async (file: File) => {
        const uploaded = await backend.uploadPicture(file);
        setChoices(uploaded);
        return uploaded;
      },
      deletePicture: async (src: string) => setChoices(await backend.deletePicture(src)),
      problemsAt: (path: readonly Segment[]) => now().byPlace.get(key(path)) ?? [],
      pageEntryOf: (language: TranslatedLanguage, pointer: string) =>
        now().present.translations[language].pages[pageOf().path]?.[pointer],
      siteEntryOf: (language: TranslatedLanguage, pointer: string) =>
        now().present.translations[language].site?.[pointer],
      translatePage: (language: TranslatedLanguage, pointer: string, english: string, text: string) => {
        const { present: snapshot } = now();
        const path = pageOf().path;
        const edit = { language, pagePath: path, pointer, english, text };
        const translations = withTranslation(snapshot.translations, edit, snapshot.data, snapshot.page);
        if (translations !== snapshot.translations)
          apply(
            { ...snapshot, translations },
            `Edited the ${LANGUAGE_NAMES[language]} of ${pointer} on ${path}.`,
            true,
          );
      },
      translateSite: (language: TranslatedLanguage, pointer: string, english: string, text: string) => {
        const { present: snapshot } = now();
        const translations = withSiteTranslation(
          snapshot.translations,
          { language, pointer, english, text },
          snapshot.data,
        );
        if (translations !== snapshot.translations)
          apply(
            { ...snapshot, translations },
            `Edited the ${LANGUAGE_NAMES[language]} of ${pointer} of the site.`,
            true,
          );
      },
    };
  }, [announce, apply, backend, setChoices]);

  return useMemo(() => {
    if (!data || !present) return undefined;
    const version = [siteMap(data), idOf(present.translations), idOf(problems), idOf(choices)].join('|');
    const common = {
      content: shared.content,
      pictures: shared.pictures,
      uploaded: shared.uploaded,
      deletePicture: shared.deletePicture,
      announce: shared.announce,
      fix: shared.fix,
      upload: shared.upload,
      problemsAt: shared.problemsAt,
    };
    const pageTexts = translatablePointers(data, present.page);
    const page: Omit<EditorFormContext, 'base'> = {
      ...common,
      owner: ['pages', present.page],
      translatable: new Set(pageTexts),
      entryOf: shared.pageEntryOf,
      translate: shared.translatePage,
      version: `${version}|${pageTexts.join()}`,
    };
    const siteTexts = siteTranslatablePointers(data);
    const site: EditorFormContext = {
      ...common,
      owner: ['site'],
      base: [],
      translatable: new Set(siteTexts),
      entryOf: shared.siteEntryOf,
      translate: shared.translateSite,
      version: `${version}|${siteTexts.join()}`,
    };
    return {
      section: { ...page, base: ['blocks', present.section] } satisfies EditorFormContext,
      page: { ...page, base: [] } satisfies EditorFormContext,
      site,
    };
  }, [data, present, choices, problems, shared]);
}
