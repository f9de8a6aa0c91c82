/**
 * A text field of a section or of the page's details with its Hindi and Telugu under the English: the form
 * library's own string field, then one box per language for the texts that take a translation
 * (translatable.ts decides, as `npm run pages:check` does). A translation made from an older English is
 * marked as needing a check.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps } from '@rjsf/utils';
import { toPointer } from '../../content/translations/pointer.ts';
import {
  LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  LANGUAGE_NAMES_IN_ENGLISH,
} from '../../schema/api/languages.ts';
import type { EditorFormContext } from './form-context.ts';
import { focusSoon } from './focus.ts';
import { isStale } from './translations.ts';

const StringField = getDefaultRegistry().fields.StringField;

interface TranslationBoxProps {
  id: string;
  /** The English field's title, to name the buttons that act on this translation. */
  fieldTitle: string;
  language: TranslatedLanguage;
  long: boolean;
  english: string;
  context: EditorFormContext;
  pointer: string;
}

function TranslationBox({ id, fieldTitle, language, long, english, context, pointer }: TranslationBoxProps) {
  const entry = context.entryOf(language, pointer);
  const stale = isStale(entry, english);
  const value = entry?.text ?? '';
  const onChange = (text: string) => context.translate(language, pointer, english, text);
  const shared = {
    id,
    lang: language,
    value,
    'aria-describedby': stale ? `${id}__stale` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`translation${stale ? ' stale' : ''}`}>
      <label htmlFor={id}>
        <span lang={language}>{LANGUAGE_NAMES[language]}</span> ({LANGUAGE_NAMES_IN_ENGLISH[language]})
      </label>
      {long ? <textarea rows={3} {...shared} /> : <input type="text" {...shared} />}
      {stale && entry && (
        <p className="stale-note" id={`${id}__stale`}>
          The English has changed since this was translated (it was: <q>{entry.en}</q>), so the site shows English here.
          Check the {LANGUAGE_NAMES_IN_ENGLISH[language]}: changing it, or{' '}
          <button
            type="button"
            className="small"
            aria-label={`Still right: the ${LANGUAGE_NAMES_IN_ENGLISH[language]} of ${fieldTitle}`}
            onClick={() => {
              onChange(value);
              // The note and its button go once the translation is current: the focus stays in the translation.
              focusSoon(id);
            }}
          >
            Still right
          </button>
          , marks it as made from the English now.
        </p>
      )}
    </div>
  );
}

export function TranslatedStringField(props: FieldProps) {
  const context = props.registry.formContext as EditorFormContext;
  const pointer = toPointer([...context.base, ...props.fieldPathId.path]);
  const english = typeof props.formData === 'string' ? props.formData : '';
  const translated = context.translatable.has(pointer);
  return (
    <>
      <StringField {...props} />
      {translated && (
        <fieldset className="translations">
          <legend className="visually-hidden">Hindi and Telugu of {props.schema.title ?? props.name}</legend>
          {TRANSLATED_LANGUAGES.map((language) => (
            <TranslationBox
              key={language}
              id={`${props.fieldPathId.$id}__${language}`}
              fieldTitle={props.schema.title ?? props.name}
              language={language}
              long={props.schema['x-editor'] === 'long-text'}
              english={english}
              context={context}
              pointer={pointer}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
