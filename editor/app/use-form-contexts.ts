/**
 * What the selected section's form and the page details form get besides their data (form-context.ts):
 * the same pickers and translations, each with its own place in the page, so a translation typed in either
 * is saved under the page's path and that place (`/blocks/2/heading`, `/title`).
 */
import { useMemo } from 'react';
import { LANGUAGE_NAMES, type TranslatedLanguage } from '../../src/shared/i18n/languages.ts';
import { uploadPicture } from './api.ts';
import type { useEditorState } from './editor-state.ts';
import type { EditorFormContext } from './form-context.ts';
import { translatablePointers, withTranslation } from './translations.ts';

type State = ReturnType<typeof useEditorState>;

export function useFormContexts(state: State, pictures: string[], setPictures: (pictures: string[]) => void) {
  const { data, apply } = state;
  const present = state.history?.present;
  const announce = state.announce;
  return useMemo(() => {
    if (!data || !present) return undefined;
    const pagePath = data.pages[present.page].path;
    const shared: Omit<EditorFormContext, 'base'> = {
      data,
      pictures,
      announce,
      upload: async (file: File) => {
        const uploaded = await uploadPicture(file);
        setPictures(uploaded.pictures);
        return uploaded.src;
      },
      pagePath,
      translations: present.translations,
      translatable: new Set(translatablePointers(data, present.page)),
      translate: (language: TranslatedLanguage, pointer: string, english: string, text: string) => {
        const edit = { language, pagePath, pointer, english, text };
        const translations = withTranslation(present.translations, edit, data, present.page);
        if (translations !== present.translations)
          apply(
            { ...present, translations },
            `Edited the ${LANGUAGE_NAMES[language]} of ${pointer} on ${pagePath}.`,
            true,
          );
      },
    };
    return {
      section: { ...shared, base: ['blocks', present.section] } satisfies EditorFormContext,
      page: { ...shared, base: [] } satisfies EditorFormContext,
    };
  }, [data, present, pictures, announce, apply, setPictures]);
}
