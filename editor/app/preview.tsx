/**
 * The selected section as the site draws it, at a phone's width and a desktop's (preview-frame.tsx), in the
 * language chosen above them: English, or Hindi or Telugu as the built site shows the page in that language
 * (preview-language.ts), unsaved edits included.
 */
import { useMemo, useState } from 'react';
import type { PagesFile } from '../../src/shared/content/types.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../src/shared/i18n/languages.ts';
import { PreviewFrame, WIDTHS } from './preview-frame.tsx';
import { previewSection } from './preview-language.ts';
import { ENGLISH_NAMES, type Translations } from './translations.ts';

interface Props {
  data: PagesFile;
  translations: Translations;
  page: number;
  section: number;
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

export function Preview({ data, translations, page, section }: Props) {
  const [language, setLanguage] = useState<Language>('en');
  const shown = useMemo(
    () => previewSection(data, translations, page, section, language),
    [data, translations, page, section, language],
  );
  return (
    <section aria-labelledby="preview-heading" className="panel preview">
      <h2 id="preview-heading">Preview</h2>
      <LanguageChoice value={language} onChange={setLanguage} />
      <p className="help" id="preview-language-note">
        {shown.english &&
          `This section is shown in English: the site shows a section in ${ENGLISH_NAMES[language]} only when all its texts have a current translation.`}
      </p>
      <div className="preview-frames">
        {WIDTHS.map((size) => (
          <PreviewFrame key={size.name} shown={shown} {...size} />
        ))}
      </div>
    </section>
  );
}
