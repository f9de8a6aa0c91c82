/**
 * How the form library draws the editor's forms: each list entry numbered with its list's item title
 * and its own words ("Button 2: Our Team") and its buttons named with it; the checker's messages under their
 * field, errors and warnings told apart (a warning never marks a field invalid), each with the button that
 * sets it right when there is one; and `aria-invalid` on a field with an error.
 */
import { getDefaultRegistry } from '@rjsf/core';
import {
  ariaDescribedByIds,
  type ArrayFieldItemTemplateProps,
  type FieldErrorProps,
  type FieldProps,
  type WidgetProps,
} from '@rjsf/utils';
import type { ReactElement } from 'react';
import type { EditorFormContext } from './form-context.ts';
import { ItemButtons } from './form-buttons.tsx';
import { entryWords } from '../../content/place-words.ts';
import { ProblemMessage } from './problem-message.tsx';

const defaults = getDefaultRegistry();

/** "Button 2: Our Team": the entry's item title, its number, and its own words when it has some. */
export function entryName(title: string | undefined, index: number, value: unknown): string {
  const words = typeof value === 'object' ? entryWords(value) : undefined;
  return `${title ?? 'Item'} ${index + 1}${words ? `: ${words}` : ''}`;
}

/** Each list entry drawn with its number in its title ("Paragraph 2", "Button 2: Our Team"). */
export function NumberedItemField(props: FieldProps) {
  const SchemaField = defaults.fields.SchemaField;
  const title = entryName(props.schema.title, props.index ?? 0, props.formData);
  return <SchemaField {...props} schema={{ ...props.schema, title }} />;
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, hasToolbar, index, schema } = props;
  const value = (children as ReactElement<{ formData?: unknown }>).props.formData;
  const name = entryName(schema.title, index, value);
  return (
    <div className={`${className} array-item`}>
      <div className="array-item-fields">{children}</div>
      {hasToolbar && (
        <div className="array-item-toolbox">
          <ItemButtons {...buttonsProps} name={name} />
        </div>
      )}
    </div>
  );
}

/** The checker's messages about this field, from the editor's context (errors and warnings, with fixes). */
export function FieldErrorTemplate({ fieldPathId, registry }: FieldErrorProps) {
  const context = registry.formContext as EditorFormContext;
  const path = fieldPathId.path;
  if (path.length === 0) return null; // the whole section's messages are shown above the form
  // A stale translation is said in its own box under the field (translated-field.tsx), and a page's count of
  // untranslated texts is about the page: both are in the list only.
  const problems = context.problemsAt([...context.owner, ...context.base, ...path]).filter((p) => !p.listOnly);
  if (problems.length === 0) return null;
  return (
    <ul id={`${fieldPathId.$id}__error`} className="field-messages">
      {problems.map((problem, at) => (
        <li key={at} className={problem.severity}>
          <ProblemMessage problem={problem} onFix={context.fix} />
        </li>
      ))}
    </ul>
  );
}

/** The form's input, marked invalid when the checker has an error (not a warning) on it. */
export function BaseInputTemplate(props: WidgetProps) {
  const Base = defaults.templates.BaseInputTemplate;
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return <Base {...props} {...(invalid ? { 'aria-invalid': true } : {})} />;
}

/** A yes/no field left out shows what the site does without it: its default ("Fill the first screen" is on). */
export function CheckboxWidget(props: WidgetProps) {
  const Base = defaults.widgets.CheckboxWidget;
  return <Base {...props} value={props.value ?? props.schema.default ?? false} />;
}

export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, htmlName } = props;
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
