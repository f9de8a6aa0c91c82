/**
 * The selected section as the site draws it, at a phone's width and a desktop's, and beside them the whole
 * page, following the selected section; all in the language chosen above them: English, or Hindi or
 * Telugu as the built site shows the page in that language (preview-language.ts), unsaved edits included.
 */
import { useMemo, useState } from 'react';
import type { PagesFile } from '../../content/types.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language, LANGUAGE_NAMES_IN_ENGLISH } from '../../schema/api/languages.ts';
import { PreviewFrame, WHOLE_PAGE, WIDTHS } from './preview-frame.tsx';
import { previewPage, previewSection } from './preview-language.ts';
import type { Translations } from './translations.ts';

interface Props {
  data: PagesFile;
  translations: Translations;
  page: number;
  section: number;
  /** Nothing of the page is being edited (the menu and footer): the whole page only. */
  pageOnly?: boolean;
}

function LanguageChoice({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  return (
    <fieldset className="preview-language" aria-describedby="preview-language-note">
      <legend>Language of the preview</legend>
      {LANGUAGES.map((language) => (
        <label key={language}>
          <input
            type="radio"
            name="preview-language"
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
          />{' '}
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function Preview({ data, translations, page, section, pageOnly }: Props) {
  const [language, setLanguage] = useState<Language>('en');
  // Drawn again when the page or its translations change, not for an edit elsewhere (the menu).
  const shownPage = data.pages[page];
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the shown page of the content matters here.
  const whole = useMemo(
    () => previewPage({ ...data, pages: [shownPage] } as PagesFile, translations, 0, language),
    [shownPage, translations, language],
  );
  const shown = useMemo(() => previewSection(whole, section), [whole, section]);
  const following = useMemo(() => ({ ...whole, scrollTo: pageOnly ? undefined : section }), [whole, section, pageOnly]);
  return (
    <section aria-labelledby="preview-heading" className="panel preview">
      <h2 id="preview-heading">Preview</h2>
      <LanguageChoice value={language} onChange={setLanguage} />
      <p className="help" id="preview-language-note">
        {shown.english && !pageOnly
          ? `This section is shown in English: the site shows a section in ${LANGUAGE_NAMES_IN_ENGLISH[language]} only when all its texts have a current translation.`
          : pageOnly
            ? 'The menu and the footer are on every page of the site; npm run dev shows them around the pages.'
            : ''}
      </p>
      <div className="preview-frames">
        {!pageOnly &&
          WIDTHS.map((size) => (
            <PreviewFrame
              key={size.name}
              shown={shown}
              title={`Preview of the section at ${size.name.toLowerCase()} width`}
              {...size}
            />
          ))}
        <PreviewFrame
          shown={following}
          title="Preview of the whole page at desktop width"
          pause={pageOnly ? 0 : 400}
          {...WHOLE_PAGE}
        />
      </div>
    </section>
  );
}
